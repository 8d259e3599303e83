// An assignment's rubric as stored (criteria with their levels in order) and scoring with it: the
// chosen levels must belong to the rubric, and their points add up to the score.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { invalidField } from '../errors.ts';
import type { RubricCriterion } from './rubric-table.ts';

export interface StoredCriterion extends RubricCriterion {
  id: number;
  levels: (RubricCriterion['levels'][number] & { id: number })[];
}

export async function readRubric(db: Db, tenant: Tenant, assignmentId: number): Promise<StoredCriterion[]> {
  const t = tenant.ident;
  const r = await sql<StoredCriterion>`SELECT c.id, c.title, c.description,
      COALESCE(json_agg(json_build_object('id', l.id, 'title', l.title, 'description', l.description,
        'points', l.points::float8) ORDER BY l.position) FILTER (WHERE l.id IS NOT NULL), '[]') AS levels
    FROM ${t}.rubric_criteria c LEFT JOIN ${t}.rubric_levels l ON l.criterion_id = c.id
    WHERE c.assignment_id = ${assignmentId} GROUP BY c.id ORDER BY c.position`.execute(db);
  return r.rows;
}

export interface RubricChoice {
  criterion_id: number;
  level_id: number;
  comment?: string;
}

/** Checks each choice names a criterion and one of its levels; answers the sum of their points. */
export function rubricScore(rubric: StoredCriterion[], choices: RubricChoice[]): number {
  let sum = 0;
  const seen = new Set<number>();
  for (const [i, ch] of choices.entries()) {
    const c = rubric.find((x) => x.id === ch.criterion_id);
    if (!c || seen.has(c.id))
      throw invalidField(`rubric.${i}.criterion_id`, 'Not a criterion of this rubric, or twice');
    const l = c.levels.find((x) => x.id === ch.level_id);
    if (!l) throw invalidField(`rubric.${i}.level_id`, `Not a level of criterion “${c.title}”`);
    seen.add(c.id);
    sum += l.points;
  }
  return sum;
}
