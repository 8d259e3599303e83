import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Photo galleries of students and teachers (/student-images, /teacher-images, docs/records.md):
// several photos per person, stored through the file service in the person's images area with a
// thumbnail made on the server; each row says where both are, so the gallery lists without walking
// storage. At most one photo per person is the profile photo (the partial unique index).
export const personPhotos: Migration = {
  version: '024-person-photos',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.person_photos (
        id serial PRIMARY KEY,
        party_id integer NOT NULL REFERENCES ${s}.parties(party_id) ON DELETE CASCADE,
        photo_path text NOT NULL,
        thumb_path text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        bytes integer NOT NULL,
        is_profile boolean NOT NULL DEFAULT false,
        updated_by uuid,
        updated_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX person_photos_party ON ${s}.person_photos (party_id);
      CREATE UNIQUE INDEX person_photos_one_profile ON ${s}.person_photos (party_id) WHERE is_profile;
    `.execute(db);
  },
};
