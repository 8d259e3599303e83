// Demo table templates (docs/tables.md): the demo school starts with one template made from each
// master template, so /admin/tbl/templates shows rows. Idempotent (by name).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { MASTER_TEMPLATES } from '../db/migrations/data/tbl-masters.ts';
import { demoTenant } from './seed-once.ts';

export async function seedTables(db: Db, schema: string) {
  const s = (await demoTenant(db, schema)).ident;
  for (const m of MASTER_TEMPLATES)
    await sql`
      INSERT INTO ${s}.tbl_templates (template_name, description, master_template_id, bizobjfile, api, columns, filters, sort)
      SELECT ${m.template_name}, ${m.description}, mt.id, ${m.bizobjfile}, ${m.api}, ${JSON.stringify(m.columns)}::jsonb,
        ${JSON.stringify(m.filters)}::jsonb, ${JSON.stringify(m.sort)}::jsonb
      FROM platform.tbl_master_templates mt WHERE mt.template_name = ${m.template_name}
      ON CONFLICT (template_name) DO NOTHING`.execute(db);
}
