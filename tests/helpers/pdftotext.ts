// The text poppler's pdftotext reads from a PDF, as a reader copying it would get it: proof that the
// glyphs are embedded and mapped to their characters. Needs the Debian package poppler-utils.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** the text of `pdf`, without the direction marks pdftotext puts around right-to-left words */
export function pdfToText(pdf: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdftotext-'));
  const file = path.join(dir, 'in.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
      /[\u202a-\u202e]/g,
      '',
    );
  } catch (e) {
    if ((e as { code?: string }).code === 'ENOENT')
      throw new Error('pdftotext not found: apt-get install poppler-utils');
    throw e;
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
}
