// A client's file name is display text only: it is reduced to a safe single name here and never
// used as a path. Without persistFilename the stored name is generated and only the extension kept.
import { randomUUID } from 'node:crypto';
import { extensionOf } from './path-safety.ts';

const MAX_NAME_CHARS = 120;

/** One safe path segment from whatever the client called the file. */
export function sanitizeFileName(raw: string | undefined): string {
  const last = (raw ?? '').split(/[/\\]/).pop() ?? '';
  let name = last
    .normalize('NFKC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[^\p{L}\p{N} ._()+,=@~-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_{2,}/g, '_')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (name.length > MAX_NAME_CHARS) {
    const ext = extensionOf(name);
    const keep = ext && ext.length < 12 ? `.${ext}` : '';
    name = name.slice(0, MAX_NAME_CHARS - keep.length).trim() + keep;
  }
  return name || 'file';
}

/** The name with `ext` as its extension (appended when it has none). */
export function withExtension(name: string, ext: string): string {
  return extensionOf(name) ? name : `${name}.${ext}`;
}

export function generatedName(ext: string): string {
  return `${randomUUID()}.${ext}`;
}
