// The import's CSV reader (server/roster/csv-rows.ts) numbers rows by the parser's own line count
// instead of csv-parse's `info: true`: the numbers must stay those of the file's lines, across
// blank lines, a quoted field spanning lines, CRLF endings, a last line without a newline and a
// file of many chunks.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csvBatches } from '../../../server/roster/csv-rows.ts';
import { ErrorList } from '../../../server/roster/errors.ts';
import { FILES } from '../../../server/roster/spec.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'csv-rows-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const orgs = FILES.find((f) => f.file === 'orgs')!;

async function read(text: string) {
  writeFileSync(path.join(dir, 'orgs.csv'), text);
  const errors = new ErrorList();
  const rows: [number, string, string][] = [];
  for await (const batch of csvBatches(dir, orgs, errors))
    for (const r of batch) rows.push([r.line, r.get('sourcedId'), r.get('name')]);
  return { rows, errors: errors.items };
}

describe('OneRoster CSV rows', () => {
  it('carry the line each row ends on', async () => {
    const text = [
      'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
      'o1,active,,One,school,,',
      '',
      'o2,active,,"Two',
      'lines",school,,',
      'o3,active,,Three,school,,',
    ].join('\n');
    expect(await read(text)).toEqual({
      rows: [
        [2, 'o1', 'One'],
        [5, 'o2', 'Two\nlines'],
        [6, 'o3', 'Three'],
      ],
      errors: [],
    });
  });

  it('counts CRLF line ends once', async () => {
    const text = 'sourcedId,status,dateLastModified,name,type\r\n\r\no1,,,One,school\r\no2,,,Two,school';
    expect((await read(text)).rows.map((r) => r[0])).toEqual([3, 4]);
  });

  it('numbers rows of a file larger than one chunk one by one', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `o${i},active,,Org ${i} ${'x'.repeat(20)},school,,`);
    const { rows } = await read(
      `sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\n${lines.join('\n')}\n`,
    );
    expect(rows.length).toBe(5000);
    expect(rows.every(([line, sid]) => sid === `o${line - 2}`)).toBe(true);
  });

  it('answers a missing column at the header and a broken quote at its line', async () => {
    expect((await read('sourcedId,name\no1,One\n')).errors).toEqual([
      expect.objectContaining({ file: 'orgs.csv', line: 1, field: 'type' }),
    ]);
    const bad = await read('sourcedId,status,dateLastModified,name,type\no1,,,One,school\no2,,,"Tw"o,school\n');
    expect(bad.errors).toEqual([expect.objectContaining({ file: 'orgs.csv', line: 3, field: '' })]);
  });
});
