import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Table templates group their rows by one column and total numeric columns (docs/tables.md).
export const tblTotals: Migration = {
  version: '033-tbl-totals',
  async up(db, schema) {
    await sql`
      ALTER TABLE ${sql.id(schema)}.tbl_templates
        ADD COLUMN group_by text,
        ADD COLUMN totals jsonb NOT NULL DEFAULT '[]'`.execute(db);
  },
};
