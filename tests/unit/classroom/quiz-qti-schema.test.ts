// Our QTI 3.0 export checked against 1EdTech's own XSDs (copied into tests/fixtures/qti, see its README):
// every item of a quiz with each question kind, and the package manifest, through `xmllint --schema`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import type { QuizQuestion } from '../../../server/classroom/quiz-parse.ts';
import { toQtiPackage } from '../../../server/classroom/quiz-qti.ts';

const XSD = resolve('tests/fixtures/qti/qtiv3p0');
const ITEM_XSD = join(XSD, 'imsqti_asiv3p0_sbacv1p0_v1p0.xsd');
const CP_XSD = join(XSD, 'imsqtiv3p0_imscpv1p2_v1p0.xsd');
const QUIZ: QuizQuestion[] = [
  { kind: 'multiple_choice', stem: 'Is 2 < 3 & 4 > 1?', choices: ['Yes', 'No', 'Maybe'], answer: 0, points: 2 },
  { kind: 'fill_in', stem: 'Water vapour turns to liquid by ____.', choices: [], answer: ['condensation'], points: 1 },
  { kind: 'fill_in', stem: 'No key given ____.', choices: [], answer: [], points: 1 },
  { kind: 'short_answer', stem: 'Name one gas in air.', choices: [], answer: null, points: 1 },
  { kind: 'essay', stem: 'Explain the cycle.', choices: [], answer: null, points: 5 },
  { kind: 'multiple_choice', stem: 'Unkeyed?', choices: ['A', 'B'], answer: null, points: 1 },
];
const dir = mkdtempSync(join(tmpdir(), 'qti-xsd-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** xmllint's complaints ('' when the file is valid) */
function lint(schema: string, name: string, bytes: Uint8Array): string {
  const file = join(dir, name.replace(/\//g, '_'));
  writeFileSync(file, bytes);
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', schema, file], { stdio: 'pipe' });
    return '';
  } catch (e) {
    return String((e as { stderr?: Buffer }).stderr ?? e);
  }
}

describe('QTI 3.0 export against the 1EdTech XSDs', () => {
  const files = unzipSync(toQtiPackage(QUIZ));

  it('every item is a valid qti-assessment-item', () => {
    const items = Object.keys(files).filter((f) => f.startsWith('items/'));
    expect(items).toHaveLength(QUIZ.length);
    for (const f of items) expect(lint(ITEM_XSD, f, files[f]), f).toBe('');
  }, 60_000);

  it('the check bites: an item with an element QTI does not define is refused', () => {
    const bad = new TextDecoder()
      .decode(files['items/Q1.xml'])
      .replace('<qti-item-body>', '<qti-item-body><qti-bogus/>');
    expect(lint(ITEM_XSD, 'bad.xml', new TextEncoder().encode(bad))).toContain('qti-bogus');
  }, 60_000);

  it('the manifest is a valid QTI 3.0 content package manifest', () => {
    expect(lint(CP_XSD, 'imsmanifest.xml', files['imsmanifest.xml'])).toBe('');
  }, 60_000);
});
