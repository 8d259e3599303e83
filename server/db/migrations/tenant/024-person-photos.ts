import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Photos of students and teachers (/student-images, /teacher-images, docs/records.md): one current
// photo per person, stored through the file service in the person's images area with a thumbnail
// made on the server; the row says where both are, so the gallery lists without walking storage.
export const personPhotos: Migration = {
  version: '024-person-photos',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.person_photos (
        party_id integer PRIMARY KEY REFERENCES ${s}.parties(party_id) ON DELETE CASCADE,
        photo_path text NOT NULL,
        thumb_path text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        bytes integer NOT NULL,
        updated_by uuid,
        updated_at timestamptz NOT NULL DEFAULT now());
    `.execute(db);
  },
};
