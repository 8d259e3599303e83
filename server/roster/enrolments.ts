// Students' enrolments of an import, ENROLL_BATCH rows or more in one statement. The classes' and
// users' ids are looked up once per import (`EnrolmentIds`, after classes.csv and users.csv are
// written), so a batch binds three arrays (sourcedIds, section ids, party ids) and the statement
// joins nothing but the rows it matches. A row whose student is already actively enrolled in its
// class is left out first: either it is that very enrolment, unchanged (so an unchanged re-import
// neither writes nor locks a row), or the student was enrolled under another sourcedId (e.g. in
// the app) and is left alone, as before. That check is one probe of the active-enrolment index per
// row (a scalar subquery: as a NOT EXISTS the planner hashes the whole table for every batch). Of
// the rest, a sourcedId the school has is updated (version + 1: its class or student changed, or
// it was withdrawn), a new one is inserted by a plain INSERT (an INSERT ... ON CONFLICT costs a
// speculative insertion per row). targets.ts ENROLLMENTS keeps the mapping and the tobedeleted
// rule; docs/rostering.md, speed.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';

/** rows per statement; three array parameters whatever the size */
export const ENROLL_BATCH = 5000;

/** sourcedId -> id of the school's sections and people, read once the bundle's are written. */
export class EnrolmentIds {
  private ids?: { sections: Map<string, number>; parties: Map<string, number> };
  constructor(
    private readonly db: Db,
    private readonly tenant: Tenant,
  ) {}

  private async load() {
    const s = this.tenant.ident;
    const read = async (q: ReturnType<typeof sql<{ s: string; id: number }>>) =>
      new Map((await q.execute(this.db)).rows.map((r) => [r.s, r.id]));
    return {
      sections: await read(sql`SELECT sourced_id AS s, id FROM ${s}.sections`),
      parties: await read(sql`SELECT sourced_id AS s, party_id AS id FROM ${s}.parties WHERE sourced_id IS NOT NULL`),
    };
  }

  /** The rows [sourcedId, classSourcedId, userSourcedId] as three columns; unknown ones are left out. */
  async columns(rows: string[][]) {
    const ids = (this.ids ??= await this.load());
    const out = { sid: [] as string[], section: [] as number[], party: [] as number[] };
    for (const [sid, cls, usr] of rows) {
      const section = ids.sections.get(cls);
      const party = ids.parties.get(usr);
      // a class or user that is not in the school (a new one marked tobedeleted) enrols nobody
      if (section === undefined || party === undefined) continue;
      out.sid.push(sid);
      out.section.push(section);
      out.party.push(party);
    }
    return out;
  }
}

export async function enrolmentUpsertSql(tenant: Tenant, rows: string[][], ids: EnrolmentIds) {
  const s = tenant.ident;
  const c = await ids.columns(rows);
  return sql<{ created: number; updated: number }>`
    WITH v (sid, sec, usr) AS (SELECT * FROM unnest(${c.sid}::text[], ${c.section}::int[], ${c.party}::int[])),
    c AS (SELECT v.*, x.id AS xid FROM v LEFT JOIN ${s}.enrollments x ON x.sourced_id = v.sid
      WHERE (SELECT a.id FROM ${s}.enrollments a WHERE a.section_id = v.sec AND a.student_party_id = v.usr
        AND a.withdrawn_at IS NULL LIMIT 1) IS NULL),
    upd AS (UPDATE ${s}.enrollments x SET section_id = c.sec, student_party_id = c.usr, withdrawn_at = NULL,
      version = x.version + 1 FROM c WHERE x.id = c.xid RETURNING 1),
    ins AS (INSERT INTO ${s}.enrollments (sourced_id, section_id, student_party_id)
      SELECT c.sid, c.sec, c.usr FROM c WHERE c.xid IS NULL RETURNING 1)
    SELECT (SELECT count(*)::int FROM ins) AS created, (SELECT count(*)::int FROM upd) AS updated`;
}
