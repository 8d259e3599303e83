import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// A section's category weights for its gradebook averages: {category: percent} adding to 100, or
// null for points-based averages (the default). Set by the sections' set_grade_weights action
// (server/sections/grade-weights.ts).
export const grading: Migration = {
  version: '013-grading',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`ALTER TABLE ${s}.sections ADD COLUMN grade_weights jsonb`.execute(db);
  },
};
