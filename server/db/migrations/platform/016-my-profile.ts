import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// My profile: an account's own phone and photo (a file-service path), which every signed-in user
// may edit at /my-profile, also when it has no person record in the school. Home-school families
// add their own students (home_school_students.create, server/people/family-students.ts).
export const myProfile: Migration = {
  version: '016-my-profile',
  async up(db) {
    await sql`
      ALTER TABLE platform.app_users ADD COLUMN phone text, ADD COLUMN photo_url text;
      UPDATE platform.roles SET role_permissions = role_permissions || '["home_school_students.create"]'::jsonb
      WHERE role_name = 'home-school' AND NOT role_permissions ? 'home_school_students.create';
    `.execute(db);
  },
};
