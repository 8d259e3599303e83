import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Independent teachers create and change their own courses (the courses entity scopes their writes
// to the courses they own); roles seeded before this held only course.read.
export const courseWrites: Migration = {
  version: '005-course-writes',
  async up(db) {
    await sql`
      UPDATE platform.roles
      SET role_permissions = role_permissions || '["course.create", "course.update", "course.delete"]'::jsonb
      WHERE role_name = 'ind-teacher' AND NOT role_permissions ? 'course.create'`.execute(db);
  },
};
