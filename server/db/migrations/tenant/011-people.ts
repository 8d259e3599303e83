import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Home-school families: a student of a home-school family points at the family's sign-in account
// (the home-school user, platform.app_users.user_id), which lists and manages its own students.
export const peopleFamilies: Migration = {
  version: '011-people',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      ALTER TABLE ${s}.parties ADD COLUMN family_user_id uuid;
      CREATE INDEX parties_family ON ${s}.parties (family_user_id) WHERE family_user_id IS NOT NULL;
    `.execute(db);
  },
};
