// Uploading a document of a type (POST {files}/files?dir=…&docTypeId=N): the folder must be a
// person's documents area whose kind the type is for; each file must be one of the type's file
// types (as sniffed by the file service, server/files/sniff.ts) and within its size, else nothing
// is stored; what is stored becomes a pending document of that type.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { ApiError, invalidField, notFound } from '../errors.ts';

export interface DocumentRule {
  typeId: number;
  typeName: string;
  extensions: string[];
  maxBytes: number;
  ownerPartyId: number;
  expiresOn: string | null;
}

/** a file the file service stored (its UploadedFile), as this module reads it */
interface StoredFile {
  filePath: string;
  name: string;
  size: number;
  contentType: string;
}

const AREA = /^(student|teacher)s\/(\d{1,10})\/documents$/;

/** An expiry date given with the upload: a real day, not past, and only for a type that expires. */
function expiryOf(type: { name: string; expires: boolean }, expiresOn: string | undefined): string | null {
  if (expiresOn === undefined || expiresOn === '') return null;
  const ok =
    /^\d{4}-\d{2}-\d{2}$/.test(expiresOn) && new Date(`${expiresOn}T00:00:00Z`).toISOString().startsWith(expiresOn);
  if (!ok) throw invalidField('expiresOn', 'The expiry date is not a day (YYYY-MM-DD)');
  if (!type.expires) throw invalidField('expiresOn', `${type.name} does not expire`);
  if (expiresOn < new Date().toISOString().slice(0, 10)) throw invalidField('expiresOn', 'The expiry date has passed');
  return expiresOn;
}

export async function documentRule(
  db: Db,
  tenant: Tenant,
  dir: string,
  docTypeId: string,
  expiresOn?: string,
): Promise<DocumentRule> {
  const area = AREA.exec(dir);
  if (!area) throw invalidField('dir', "A document goes straight into a person's documents folder");
  const id = Number(docTypeId);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw invalidField('docTypeId', 'Document type is not an id');
  const type = (
    await sql<{
      id: number;
      name: string;
      applies_to: string;
      accepted_types: string[];
      max_size_kb: number;
      expires: boolean;
    }>`
      SELECT id, name, applies_to, accepted_types, max_size_kb, expires FROM platform.doc_types
      WHERE id = ${id} AND (tenant_id IS NULL OR tenant_id = ${tenant.id})`.execute(db)
  ).rows[0];
  if (!type) throw invalidField('docTypeId', 'No such document type');
  if (type.applies_to !== area[1]) throw invalidField('docTypeId', `${type.name} is for ${type.applies_to}s`);
  const expiry = expiryOf(type, expiresOn);
  const s = tenant.ident;
  const owner = (
    await sql<{ party_id: number }>`SELECT party_id FROM ${s}.parties
      WHERE party_id = ${Number(area[2])} AND kind = ${area[1]}`.execute(db)
  ).rows[0];
  if (!owner) throw notFound(`No ${area[1]} ${area[2]}`);
  return {
    typeId: type.id,
    typeName: type.name,
    extensions: type.accepted_types,
    maxBytes: type.max_size_kb * 1024,
    ownerPartyId: owner.party_id,
    expiresOn: expiry,
  };
}

/** Refuses a staged file the type does not take (before anything is published). */
export function checkAgainstRule(
  rule: DocumentRule,
  name: string,
  type: { label: string; extensions: string[] },
  size: number,
): void {
  if (!type.extensions.some((e) => rule.extensions.includes(e))) {
    throw new ApiError(
      415,
      'file_type_not_allowed',
      `"${name}" is ${type.label}; ${rule.typeName} accepts ${rule.extensions.join(', ')}`,
    );
  }
  if (size > rule.maxBytes) {
    throw new ApiError(
      413,
      'file_too_large',
      `"${name}" is larger than the ${rule.maxBytes / 1024} KB ${rule.typeName} allows`,
    );
  }
}

/** The stored files as pending documents of the type; answers each file with its document id. */
export async function recordDocuments<F extends StoredFile>(db: Db, tenant: Tenant, rule: DocumentRule, files: F[]) {
  const s = tenant.ident;
  const out = [];
  for (const f of files) {
    const row = (
      await sql<{ id: number }>`INSERT INTO ${s}.documents
        (owner_party_id, doc_type, doc_type_id, name, file_path, content_type, size, status, expires_on)
        VALUES (${rule.ownerPartyId}, ${rule.typeName}, ${rule.typeId}, ${f.name}, ${f.filePath}, ${f.contentType}, ${f.size}, 'pending', ${rule.expiresOn})
        RETURNING id`.execute(db)
    ).rows[0];
    out.push({ ...f, documentId: row.id });
  }
  return out;
}
