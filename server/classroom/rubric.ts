// An assignment's rubric: criteria with levels worth points. The section's teachers replace it as a
// whole (by hand, or from a rubric-generator output in their own My collection); the section's
// students read it (rubric-store.ts reads it and scores with it).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { ApiError, notFound } from '../errors.ts';
import { targetFor } from './submit.ts';
import { taughtAssignment } from './teacher.ts';
import { parseRubricTable, type RubricCriterion } from './rubric-table.ts';
import { readRubric } from './rubric-store.ts';

/** GET: the section's teachers, and its enrolled students once the assignment is published */
export async function rubricFor(db: Db, tenant: Tenant, p: Principal, id: number) {
  if (p.currentRole === 'student') await targetFor(db, tenant, p, id);
  else await taughtAssignment(db, tenant, p, id);
  return readRubric(db, tenant, id);
}

export async function replaceRubric(db: Db, tenant: Tenant, p: Principal, id: number, criteria: RubricCriterion[]) {
  await taughtAssignment(db, tenant, p, id);
  const t = tenant.ident;
  await db.transaction().execute(async (trx) => {
    await sql`SELECT id FROM ${t}.assignments WHERE id = ${id} FOR UPDATE`.execute(trx);
    await sql`DELETE FROM ${t}.rubric_criteria WHERE assignment_id = ${id}`.execute(trx);
    for (const [i, c] of criteria.entries()) {
      const row = await sql<{
        id: number;
      }>`INSERT INTO ${t}.rubric_criteria (assignment_id, position, title, description)
        VALUES (${id}, ${i + 1}, ${c.title}, ${c.description}) RETURNING id`.execute(trx);
      for (const [j, l] of c.levels.entries())
        await sql`INSERT INTO ${t}.rubric_levels (criterion_id, position, title, description, points)
          VALUES (${row.rows[0].id}, ${j + 1}, ${l.title}, ${l.description}, ${l.points})`.execute(trx);
    }
  });
  return readRubric(db, tenant, id);
}

/** A rubric-generator output saved in the caller's own My collection becomes the rubric. */
export async function importRubric(db: Db, tenant: Tenant, p: Principal, id: number, savedId: number) {
  const r = await sql<{ output: string }>`SELECT output FROM platform.ai_saved_outputs WHERE id = ${savedId}
    AND tenant_id = ${p.tenantId} AND user_id = ${p.userId} AND tool_slug = 'rubric-generator'`.execute(db);
  if (!r.rows[0]) throw notFound(`No rubric-generator output ${savedId} in your collection`);
  const criteria = parseRubricTable(r.rows[0].output);
  if (!criteria)
    throw new ApiError(422, 'rubric_unreadable', 'The saved output holds no rubric table (criteria by levels)');
  return replaceRubric(db, tenant, p, id, criteria);
}
