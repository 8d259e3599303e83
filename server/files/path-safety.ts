// Every path a client sends is relative to the caller's tenant. It is checked here and turned
// into one canonical form; anything that could reach outside is refused, never "repaired".
import { badRequest } from '../errors.ts';

const MAX_PATH_BYTES = 1024;
const MAX_SEGMENT_BYTES = 255;
const MAX_DEPTH = 32;
// Characters no legitimate document path needs, and that other layers (Windows, URL decoding,
// shells) would give meaning to.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const FORBIDDEN_CHARS = /[\u0000-\u001f\u007f<>:"|?*]/;
const TENANT_SCHEMA = /^[a-z_][a-z0-9_]{0,62}$/;

function refuse(field: string, why: string): never {
  throw badRequest(`${field} is refused: ${why}`, 'invalid_path', { field });
}

/** Checks a client path and returns it canonical: no leading/trailing or doubled slashes. */
export function safeRelativePath(raw: unknown, field: string, opts: { allowEmpty?: boolean } = {}): string {
  if (typeof raw !== 'string') refuse(field, 'it is missing');
  if (raw.includes('\0')) refuse(field, 'it contains a NUL byte');
  if (raw.includes('\\')) refuse(field, 'it contains a backslash');
  if (raw.startsWith('/') || /^[a-zA-Z]:/.test(raw)) refuse(field, 'it is absolute; paths are relative to your school');
  if (raw.includes('%')) refuse(field, 'it contains an encoded character (%)');
  if (FORBIDDEN_CHARS.test(raw)) refuse(field, 'it contains a control or reserved character');
  const segments = raw
    .normalize('NFC')
    .split('/')
    .filter((s) => s !== '');
  for (const seg of segments) {
    // NFKC catches look-alikes such as the fullwidth full stop that some layers fold into '.'.
    const folded = seg.normalize('NFKC');
    if (seg === '.' || seg === '..' || folded === '.' || folded === '..' || folded.includes('/')) {
      refuse(field, 'it contains a "." or ".." segment');
    }
    if (seg.startsWith('.') || folded.startsWith('.')) refuse(field, 'a name may not start with a dot');
    if (Buffer.byteLength(seg) > MAX_SEGMENT_BYTES) refuse(field, 'a name is longer than 255 bytes');
  }
  const clean = segments.join('/');
  if (!clean && !opts.allowEmpty) refuse(field, 'it is empty');
  if (segments.length > MAX_DEPTH) refuse(field, 'it is nested too deeply');
  if (Buffer.byteLength(clean) > MAX_PATH_BYTES) refuse(field, 'it is longer than 1024 bytes');
  return clean;
}

/** The storage key of a tenant-relative path: the tenant's schema is always the first segment. */
export function tenantKey(schema: string, relPath: string): string {
  if (!TENANT_SCHEMA.test(schema)) throw new Error(`Not a tenant schema name: ${schema}`);
  return relPath ? `${schema}/${relPath}` : schema;
}

export function baseName(relPath: string): string {
  return relPath.slice(relPath.lastIndexOf('/') + 1);
}

export function dirName(relPath: string): string {
  const i = relPath.lastIndexOf('/');
  return i < 0 ? '' : relPath.slice(0, i);
}

export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i <= 0 ? '' : name.slice(i + 1).toLowerCase();
}
