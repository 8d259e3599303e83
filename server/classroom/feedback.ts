// GET /api/my/assignments/{id}/feedback: what the signed-in student may see of its grading. The
// rubric (criteria and levels) always; the score, the teacher's comment and the level chosen per
// criterion with its comment only once the grade is released (returned or released for all).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { targetFor } from './submit.ts';
import { readRubric } from './rubric-store.ts';

export async function myFeedback(db: Db, tenant: Tenant, p: Principal, id: number) {
  await targetFor(db, tenant, p, id);
  const t = tenant.ident;
  const rubric = await readRubric(db, tenant, id);
  const g = await sql<{ score: number | null; comment: string }>`SELECT score::float8 AS score, comment
    FROM ${t}.grades WHERE assignment_id = ${id} AND student_party_id = ${p.partyId} AND released`.execute(db);
  const released = g.rows[0];
  if (!released) return { released: false, rubric };
  const chosen = await sql<{ criterion_id: number; level_id: number; comment: string }>`SELECT criterion_id,
    level_id, comment FROM ${t}.rubric_scores WHERE assignment_id = ${id}
    AND student_party_id = ${p.partyId}`.execute(db);
  const byCriterion = new Map(chosen.rows.map((r) => [r.criterion_id, r]));
  return {
    released: true,
    score: released.score,
    comment: released.comment,
    rubric: rubric.map((c) => {
      const ch = byCriterion.get(c.id);
      return { ...c, chosen_level_id: ch?.level_id ?? null, comment: ch?.comment ?? '' };
    }),
  };
}
