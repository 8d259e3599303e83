// Demo decisions of the operators about schools' courses (/ei/all-courses-bju and -non-bju,
// /ei/probable-tenant-courses; docs/commerce.md): the schools offered the "BJU core" bundle
// (seed-commerce.ts) teach their first course of four subjects from a BJU Press text, which an
// operator has linked to that catalogue course; their other courses are left for the probable
// matches screen. Idempotent: a course already decided is kept.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { demoTenant } from './seed-once.ts';

const SCHOOLS = ['lms', 'riverside_lms'];
/** the school's subject and the BJU Press catalogue course its first course of that subject uses */
const TEXTS: [subject: string, catalogTitle: string][] = [
  ['Mathematics', 'Algebra 1'],
  ['Science', 'Biology'],
  ['Social Studies', 'World History'],
  ['English Language Arts', 'English 9: Writing and Grammar'],
];

export async function seedCourseLinks(db: Db) {
  const operator = (
    await sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = 'operator@ei.test'`.execute(db)
  ).rows[0]?.user_id;
  for (const schema of SCHOOLS) {
    const s = (await demoTenant(db, schema)).ident;
    for (const [subject, title] of TEXTS) {
      await sql`INSERT INTO platform.tenant_course_links (tenant_id, course_id, decision, catalog_course_id, decided_by)
        SELECT t.id, c.id, 'linked', cc.id, ${operator ?? null}
        FROM platform.tenants t
        CROSS JOIN LATERAL (SELECT c.id FROM ${s}.courses c JOIN ${s}.subjects sj ON sj.id = c.subject_id
          WHERE sj.name = ${subject} ORDER BY c.id LIMIT 1) c
        JOIN platform.catalog_courses cc ON cc.title = ${title} AND cc.is_bju
        WHERE t.config->>'schema_name' = ${schema}
        ON CONFLICT (tenant_id, course_id) DO NOTHING`.execute(db);
    }
  }
}
