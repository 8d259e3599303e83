// Real files behind the seeded documents (seed-school.ts, seed-records.ts): each seeded document
// row gets a small PDF at its file_path through the file service's storage, so the review screens'
// preview and download work on demo data; the row's size becomes the file's. Runs once per data dir
// (the migration ledger's 'platform:seed-files' scope), after the demo rows exist, and never
// replaces a file already there (a re-upload by a user).
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createStorage } from '../files/create-storage.ts';
import { tenantKey } from '../files/path-safety.ts';
import { putBytes } from '../files/put-bytes.ts';
import { collect } from '../records/pdf-table.ts';
import { registerPdfFonts } from '../pdf/fonts.ts';
import { write } from '../pdf/text.ts';
import { onceByLedger, tenantSchemas, demoTenant } from './seed-once.ts';

const VERSION = 'files-1';

async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: 56 });
  registerPdfFonts(doc);
  const done = collect(doc);
  write(doc.fontSize(18), title);
  doc.moveDown().fontSize(11);
  for (const l of lines) write(doc, l);
  doc.end();
  return done;
}

export async function seedDocumentFiles(config: Pick<Config, 'dataDir' | 'files'>, db: Db) {
  await onceByLedger(db, 'platform:seed-files', VERSION, async () => {
    const storage = await createStorage(config);
    try {
      for (const schema of await tenantSchemas(db)) await documentFiles(db, storage, schema);
    } finally {
      await storage.close();
    }
  });
}

async function documentFiles(db: Db, storage: Awaited<ReturnType<typeof createStorage>>, schema: string) {
  const s = (await demoTenant(db, schema)).ident;
  const docs = (
    await sql<{ id: number; doc_type: string; name: string; file_path: string; owner: string }>`
      SELECT d.id, d.doc_type, d.name, d.file_path, coalesce(p.first_name || ' ' || p.last_name, '') AS owner
      FROM ${s}.documents d LEFT JOIN ${s}.parties p ON p.party_id = d.owner_party_id
      WHERE d.content_type = 'application/pdf' AND d.file_path LIKE '%.pdf' ORDER BY d.id`.execute(db)
  ).rows;
  for (const d of docs) {
    const key = tenantKey(schema, d.file_path);
    if (await storage.stat(key)) continue;
    const pdf = await demoPdf(`${d.doc_type} (demo)`, [`Owner: ${d.owner}`, `File: ${d.name}`]);
    await putBytes(storage, key, pdf, 'application/pdf');
    await sql`UPDATE ${s}.documents SET size = ${pdf.length} WHERE id = ${d.id}`.execute(db);
  }
}
