// Decides what a staged upload really is from its bytes, then holds the client's file name to it:
// the content must be on the allowlist and the extension must name the same type.
import fs from 'node:fs/promises';
import { ApiError, type ErrorCode } from '../errors.ts';
import {
  ALLOWED_EXTENSIONS,
  ALLOWED_TYPES,
  typeByExtension,
  type AllowedType,
  type ContentFamily,
} from './content-types.ts';
import { zipEntryNames } from './zip-entries.ts';
import { extensionOf } from './path-safety.ts';

const SAMPLE_BYTES = 64 * 1024;

type Detected = { family: ContentFamily } | { refused: string };

const startsWith = (b: Buffer, sig: number[] | string, at = 0) => {
  const bytes = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return b.length >= at + bytes.length && b.subarray(at, at + bytes.length).equals(bytes);
};

// Office Open XML packages are ZIPs with a content-types part and their main part.
const OOXML: [ContentFamily, string][] = [
  ['docx', 'word/document.xml'],
  ['xlsx', 'xl/workbook.xml'],
  ['pptx', 'ppt/presentation.xml'],
];

function looksLikeText(sample: Buffer, truncated: boolean): boolean {
  if (sample.includes(0)) return false;
  try {
    // `stream: true` tolerates a multi-byte character cut by the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: truncated });
  } catch {
    return false;
  }
  for (const b of sample) {
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) return false;
    if (b === 0x7f) return false;
  }
  return true;
}

async function detect(filePath: string): Promise<Detected> {
  const fh = await fs.open(filePath, 'r');
  try {
    const { size } = await fh.stat();
    const sample = Buffer.alloc(Math.min(size, SAMPLE_BYTES));
    await fh.read(sample, 0, sample.length, 0);
    if (startsWith(sample, '%PDF-')) return { family: 'pdf' };
    if (startsWith(sample, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { family: 'png' };
    if (startsWith(sample, [0xff, 0xd8, 0xff])) return { family: 'jpeg' };
    if (startsWith(sample, 'GIF87a') || startsWith(sample, 'GIF89a')) return { family: 'gif' };
    if (startsWith(sample, 'RIFF') && startsWith(sample, 'WEBP', 8)) return { family: 'webp' };
    if (startsWith(sample, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { family: 'doc' };
    if (startsWith(sample, 'PK\x03\x04')) {
      const names = new Set((await zipEntryNames(fh, size)) ?? []);
      if (names.has('[Content_Types].xml')) {
        const hit = OOXML.find(([, part]) => names.has(part));
        if (hit) return { family: hit[0] };
      }
      return { refused: 'a ZIP archive' };
    }
    if (startsWith(sample, 'MZ')) return { refused: 'a Windows program' };
    if (startsWith(sample, '\x7fELF')) return { refused: 'a Linux program' };
    if (startsWith(sample, [0xcf, 0xfa, 0xed, 0xfe]) || startsWith(sample, [0xca, 0xfe, 0xba, 0xbe]))
      return { refused: 'a macOS program' };
    if (startsWith(sample, '#!')) return { refused: 'a script' };
    const bomless = startsWith(sample, [0xef, 0xbb, 0xbf]) ? sample.subarray(3) : sample;
    if (looksLikeText(bomless, size > sample.length)) return { family: 'text' };
    return { refused: 'an unrecognised binary file' };
  } finally {
    await fh.close();
  }
}

const unsupported = (code: ErrorCode, message: string) => new ApiError(415, code, message);

/** The allowlist row for a staged file named `name` (extension appended by the caller when absent). */
export async function verifyContent(filePath: string, name: string, size: number): Promise<AllowedType> {
  if (size === 0) throw new ApiError(400, 'empty_file', `"${name}" is empty`);
  const found = await detect(filePath);
  if ('refused' in found) {
    throw unsupported(
      'file_type_not_allowed',
      `"${name}" looks like ${found.refused}, which is not an accepted file type (accepted: ${ALLOWED_EXTENSIONS.join(', ')})`,
    );
  }
  const rows = ALLOWED_TYPES.filter((t) => t.family === found.family);
  const ext = extensionOf(name);
  if (!ext) return rows[0];
  const row = rows.find((t) => t.extensions.includes(ext));
  if (row) return row;
  const claimed = typeByExtension(ext);
  if (claimed) {
    throw unsupported(
      'file_type_mismatch',
      `"${name}" is named like ${claimed.label} but its content is ${rows[0].label}`,
    );
  }
  throw unsupported(
    'file_type_not_allowed',
    `"${name}": .${ext} files are not accepted (accepted: ${ALLOWED_EXTENSIONS.join(', ')})`,
  );
}
