import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Teachers create assignments and enter grades in their own sections (server/gradebook/assignments.ts,
// grades.ts scope the writes); roles seeded before this did not hold these permissions.
export const gradebookWrites: Migration = {
  version: '008-gradebook',
  async up(db) {
    await sql`
      UPDATE platform.roles
      SET role_permissions = role_permissions || '["assignment.update", "grade.update"]'::jsonb
      WHERE role_name = 'teacher' AND NOT role_permissions ? 'grade.update'`.execute(db);
  },
};
