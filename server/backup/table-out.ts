// One table's rows, read with COPY ... TO STDOUT inside the backup's transaction, written as tar
// entries of at most PART_BYTES each, with the row count and the SHA-256 of the bytes.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Pack } from 'tar-stream';
import { dataEntry, ident, PART_BYTES, qualified, type TableInfo } from './format.ts';
import { putBuffer } from './tar-out.ts';

export interface TableResult {
  rows: number;
  sha256: string;
  bytes: number;
}

/** `where` (SQL built from catalog names and numbers) selects some of the rows, else all of them. */
export async function copyTableOut(
  client: pg.ClientBase,
  pack: Pack,
  table: TableInfo,
  where?: string,
): Promise<TableResult> {
  const cols = table.columns.map(ident).join(', ');
  const source = where ? `(SELECT ${cols} FROM ${qualified(table)} WHERE ${where})` : `${qualified(table)} (${cols})`;
  const stream = client.query(copyTo(`COPY ${source} TO STDOUT`));
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  let part = 0;
  let held: Buffer[] = [];
  let heldBytes = 0;
  // a part ends at a row's end, so each part loads with a COPY of its own
  const flush = async (last: boolean) => {
    const all = Buffer.concat(held, heldBytes);
    const cut = last ? all.length : all.lastIndexOf(10) + 1;
    if (cut === 0 && !(last && part === 0)) return;
    await putBuffer(pack, dataEntry(table, part++), all.subarray(0, cut));
    held = [all.subarray(cut)];
    heldBytes = all.length - cut;
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
    held.push(chunk);
    heldBytes += chunk.length;
    if (heldBytes >= PART_BYTES) await flush(false);
  }
  await flush(true);
  return { rows, sha256: hash.digest('hex'), bytes };
}
