// The one line a backup or restore prints: what it held and how long it took.
import fs from 'node:fs';
import type { Header, Manifest } from './format.ts';

export function summary(what: string, res: { header: Header; manifest: Manifest }, file: string, started: number) {
  const rows = res.manifest.tables.reduce((n, t) => n + t.rows, 0);
  const size = fs.statSync(file).size;
  const scope = res.header.tenant ? `school ${res.header.tenant}` : 'whole instance';
  return (
    `${what}: ${scope}, ${res.manifest.tables.length} tables, ${rows} rows, ${res.manifest.files.count} files ` +
    `(${res.manifest.files.bytes} bytes), file ${size} bytes, ${((Date.now() - started) / 1000).toFixed(1)} s`
  );
}
