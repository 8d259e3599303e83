import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';
import { MASTER_TEMPLATES } from '../data/tbl-masters.ts';

// Master table templates (docs/tables.md): platform-defined layouts over one list query that a
// school starts its own templates from. Rows come from server/db/migrations/data/tbl-masters.ts, whose unit test
// checks every column, filter and sort against the query registry.
export const tblMasters: Migration = {
  version: '022-tbl-masters',
  async up(db) {
    await sql`
      CREATE TABLE platform.tbl_master_templates (
        id serial PRIMARY KEY,
        template_name text NOT NULL UNIQUE,
        description text NOT NULL DEFAULT '',
        bizobjfile text NOT NULL,
        api text NOT NULL,
        columns jsonb NOT NULL,
        filters jsonb NOT NULL DEFAULT '[]',
        sort jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now())`.execute(db);
    for (const m of MASTER_TEMPLATES)
      await sql`
        INSERT INTO platform.tbl_master_templates (template_name, description, bizobjfile, api, columns, filters, sort)
        VALUES (${m.template_name}, ${m.description}, ${m.bizobjfile}, ${m.api}, ${JSON.stringify(m.columns)}::jsonb,
          ${JSON.stringify(m.filters)}::jsonb, ${JSON.stringify(m.sort)}::jsonb)`.execute(db);
  },
};
