// Sections, terms and enrolment (tenant migration 003-structure, server/db/seed-structure.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createApiTest, type ApiTest } from '../helpers/api.ts';

let t: ApiTest;
beforeAll(async () => {
  t = await createApiTest();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.db;
const rows = async <T>(q: { execute(db: unknown): Promise<{ rows: T[] }> }) => (await q.execute(db())).rows;

describe('demo structure seed', () => {
  it.each(['lms', 'riverside_lms'])(
    '%s: 20+ sections over several terms, 3-6 per teacher this term, 15-30 students each',
    async (schema) => {
      const s = sql.id(schema);
      const [totals] = await rows<{ sections: number; terms: number }>(
        sql`SELECT count(*)::int AS sections, count(DISTINCT term_id)::int AS terms FROM ${s}.sections`,
      );
      expect(totals.sections).toBeGreaterThanOrEqual(20);
      expect(totals.terms).toBeGreaterThanOrEqual(3);
      const perTeacher = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ${s}.sections sec JOIN ${s}.terms tm ON tm.id = sec.term_id
      JOIN platform.tenants pt ON pt.name = ${schema} JOIN platform.settings st ON st.tenant_id = pt.id
      WHERE tm.school_year || '/' || tm.term_name = st.current_year_term GROUP BY sec.teacher_party_id`);
      expect(perTeacher.length).toBeGreaterThan(0);
      expect(perTeacher.filter((r) => r.n < 3 || r.n > 6)).toEqual([]);
      const roster = await rows<{ n: number }>(sql`
      SELECT count(e.id)::int AS n FROM ${s}.sections sec
      LEFT JOIN ${s}.enrollments e ON e.section_id = sec.id AND e.withdrawn_at IS NULL GROUP BY sec.id`);
      expect(roster.filter((r) => r.n < 15 || r.n > 30)).toEqual([]);
      const [coded] = await rows<{ c: number }>(
        sql`SELECT count(*)::int AS c FROM ${s}.sections WHERE section_code IS NULL OR meeting_days = '' OR room IS NULL`,
      );
      expect(coded.c).toBe(0);
    },
  );
});
