// HTTP details of a download: byte ranges (RFC 9110 14), conditional requests, and
// Content-Disposition with an RFC 5987 UTF-8 file name plus an ASCII fallback.
import type { ByteRange, FileStat } from './storage.ts';

/** undefined: serve the whole file; 'unsatisfiable': answer 416. Multiple ranges are served whole. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** A Range is honoured only when If-Range (if sent) still names this version of the file. */
export function ifRangeHolds(ifRange: string | undefined, stat: FileStat): boolean {
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === stat.etag;
  return Math.floor(Date.parse(ifRange) / 1000) === Math.floor(stat.modified.getTime() / 1000);
}

export function notModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  stat: FileStat,
): boolean {
  const inm = headers['if-none-match'];
  if (inm) return inm.split(',').some((t) => t.trim() === stat.etag || t.trim() === '*');
  const ims = headers['if-modified-since'];
  return Boolean(ims) && Math.floor(stat.modified.getTime() / 1000) <= Math.floor(Date.parse(ims!) / 1000);
}

export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
