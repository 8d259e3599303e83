import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// A user's due-date calendar feed (docs/classroom.md): the secret URL's random part is kept only as
// its SHA-256, one live feed per user; revoking deletes the row, so the old URL answers 404.
export const classroomCalendar: Migration = {
  version: '041-classroom-calendar',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.calendar_feeds (
        user_id uuid PRIMARY KEY, party_id integer NOT NULL REFERENCES ${s}.parties(party_id),
        secret_sha256 text NOT NULL UNIQUE, created_at timestamptz NOT NULL DEFAULT now());
    `.execute(db);
  },
};
