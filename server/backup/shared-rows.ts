// Platform-wide rows (tenant_id NULL) that an imported school's tables point at, such as an
// operator's document types: where the target instance has the same row (by the key below) the
// school's references are pointed at it; otherwise the row arrives as the school's own.
import type pg from 'pg';
import { ident } from './format.ts';
import { stagingTable } from './remap.ts';

/** how a platform-wide row is recognised on another instance */
const SAME_ROW: Record<string, string[]> = {
  doc_types: ['applies_to', 'lower(name)'],
};

export async function adoptSharedRows(client: pg.ClientBase, table: string, mapTable: string) {
  const staged = stagingTable(table);
  const key = SAME_ROW[table];
  if (key) {
    const on = key.map((k) => `${k.replace(/(\w+)(?=\)|$)/, 's.$1')} = ${k.replace(/(\w+)(?=\)|$)/, 't.$1')}`);
    await client.query(`INSERT INTO ${mapTable} (old, new)
      SELECT s.id, t.id FROM ${staged} s JOIN platform.${ident(table)} t ON t.tenant_id IS NULL AND ${on.join(' AND ')}
       WHERE s.tenant_id IS NULL`);
    await client.query(`DELETE FROM ${staged} s USING ${mapTable} m WHERE s.id = m.old`);
  }
  // the rest become the school's own (its tenant id, renumbered with the others)
  await client.query(`UPDATE ${staged} SET tenant_id = (SELECT id FROM ${stagingTable('tenants')})
    WHERE tenant_id IS NULL`);
}
