import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';
import { MASTER_TEMPLATES } from '../data/tbl-masters.ts';

// Master table templates carry a default grouping and totals (docs/tables.md); the masters that
// have them (server/db/migrations/data/tbl-masters.ts) get them here.
export const tblMasterTotals: Migration = {
  version: '031-tbl-master-totals',
  async up(db) {
    await sql`
      ALTER TABLE platform.tbl_master_templates
        ADD COLUMN group_by text,
        ADD COLUMN totals jsonb NOT NULL DEFAULT '[]'`.execute(db);
    for (const m of MASTER_TEMPLATES)
      await sql`
        UPDATE platform.tbl_master_templates
        SET group_by = ${m.group_by ?? null}, totals = ${JSON.stringify(m.totals ?? [])}::jsonb
        WHERE template_name = ${m.template_name}`.execute(db);
  },
};
