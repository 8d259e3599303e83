// Students' enrolments of an import, ENROLL_BATCH rows in one statement: the classes and users are
// found by sourcedId in one join, and one multi-row INSERT ... ON CONFLICT (sourced_id) inserts the
// new ones and updates only those whose class, student or withdrawal differ (version + 1), so an
// unchanged re-import writes nothing. A student already actively enrolled in the class under
// another sourcedId (e.g. enrolled in the app) is left alone, as before (targets.ts ENROLLMENTS
// keeps the mapping and the tobedeleted rule). Replaces the per-batch UPDATE-then-INSERT that
// made enrolments most of the import's time (docs/rostering.md).
import { sql } from 'kysely';

/** 3 values per row: well under PostgreSQL's 65,535 parameters */
export const ENROLL_BATCH = 5000;

export function enrolmentUpsertSql(schema: string, rows: string[][]) {
  const s = sql.id(schema);
  const values = sql.join(rows.map((r) => sql`(${r[0]}::text, ${r[1]}::text, ${r[2]}::text)`));
  return sql<{ created: number; updated: number }>`
    WITH v (sid, cls, usr) AS (VALUES ${values}),
    w AS (INSERT INTO ${s}.enrollments AS x (sourced_id, section_id, student_party_id, withdrawn_at)
      SELECT v.sid, sec.id, p.party_id, NULL FROM v
        JOIN ${s}.sections sec ON sec.sourced_id = v.cls JOIN ${s}.parties p ON p.sourced_id = v.usr
      WHERE NOT EXISTS (SELECT 1 FROM ${s}.enrollments e2 WHERE e2.section_id = sec.id
        AND e2.student_party_id = p.party_id AND e2.withdrawn_at IS NULL AND e2.sourced_id <> v.sid)
      ON CONFLICT (sourced_id) DO UPDATE SET section_id = excluded.section_id,
        student_party_id = excluded.student_party_id, withdrawn_at = NULL, version = x.version + 1
      WHERE (x.section_id, x.student_party_id, x.withdrawn_at) IS DISTINCT FROM
        (excluded.section_id, excluded.student_party_id, NULL::timestamptz)
      RETURNING (x.xmax = 0) AS created)
    SELECT count(*) FILTER (WHERE created)::int AS created, count(*) FILTER (WHERE NOT created)::int AS updated
    FROM w`;
}
