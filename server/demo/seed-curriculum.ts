// Demo curriculum: a small standards framework written for the demo (not a published one), a
// handful of standards per core subject for grades 6-8, three units in the first course of each of
// those subjects, and some of their standards mapped, so the mapping matrix shows gaps to close.
// Read through the same CSV reader as an import. Idempotent per tenant.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { readStandardsCsv } from '../curriculum/csv-standards.ts';
import { writeFramework } from '../curriculum/save-frameworks.ts';
import { demoTenant } from './seed-once.ts';

const STANDARDS = `framework,code,statement,parent code,grade levels
Demo Mathematics,DM.NS,Number sense,,6;7;8
Demo Mathematics,DM.NS.1,Compute fluently with multi-digit numbers and decimals,DM.NS,6
Demo Mathematics,DM.NS.2,Apply operations with rational numbers,DM.NS,7
Demo Mathematics,DM.EE,Expressions and equations,,6;7;8
Demo Mathematics,DM.EE.1,Write and evaluate expressions with variables,DM.EE,6
Demo Mathematics,DM.EE.2,Solve linear equations in one variable,DM.EE,8
Demo English Language Arts,DE.R,Reading,,6;7;8
Demo English Language Arts,DE.R.1,Cite textual evidence to support an analysis,DE.R,6;7
Demo English Language Arts,DE.R.2,Determine a theme and how it develops,DE.R,8
Demo English Language Arts,DE.W,Writing,,6;7;8
Demo English Language Arts,DE.W.1,Write arguments supported by clear reasons,DE.W,7
Demo Science,DS.PS,Physical science,,6;7;8
Demo Science,DS.PS.1,Describe matter in terms of particles,DS.PS,6
Demo Science,DS.PS.2,Relate forces to changes in motion,DS.PS,8
Demo Science,DS.LS,Life science,,6;7;8
Demo Science,DS.LS.1,Explain how cells make up living things,DS.LS,7
Demo Social Studies,DH.C,Civics,,6;7;8
Demo Social Studies,DH.C.1,Explain the purposes of government,DH.C,7
Demo Social Studies,DH.G,Geography,,6;7;8
Demo Social Studies,DH.G.1,Use maps to explain the spread of people and ideas,DH.G,6
`;

const UNITS = ['Foundations', 'Building skills', 'Putting it together'];

export async function seedCurriculum(db: Db, schema: string) {
  const tenant = await demoTenant(db, schema);
  const s = tenant.ident;
  const done = await sql<{ c: number }>`SELECT count(*)::int AS c FROM ${s}.frameworks`.execute(db);
  if (done.rows[0].c > 0) return;
  await db.transaction().execute(async (trx) => {
    for (const f of readStandardsCsv(STANDARDS)) {
      const subject = f.title.replace(/^Demo /, '');
      const frameworkId = await writeFramework(trx, tenant, { ...f, subject, source: 'seed' });
      const course = await sql<{
        id: number;
      }>`SELECT c.id FROM ${s}.courses c JOIN ${s}.subjects sj ON sj.id = c.subject_id
        WHERE sj.name = ${subject} ORDER BY c.id LIMIT 1`.execute(trx);
      if (course.rows.length === 0) continue;
      for (const [i, title] of UNITS.entries()) {
        await sql`INSERT INTO ${s}.course_units (course_id, title, position, weeks)
          VALUES (${course.rows[0].id}, ${title}, ${i + 1}, ${4 + i * 2})`.execute(trx);
      }
      // the first unit teaches the first child standard of each strand; the rest is left to map
      await sql`INSERT INTO ${s}.unit_standards (unit_id, standard_id)
        SELECT (SELECT id FROM ${s}.course_units WHERE course_id = ${course.rows[0].id} ORDER BY position LIMIT 1), st.id
        FROM ${s}.standards st WHERE st.framework_id = ${frameworkId} AND st.code LIKE '%.1'`.execute(trx);
    }
  });
}
