// File hand-ins to POST /api/assignments/{id}/submissions (server/classroom/hand-in-files.ts) through
// the real file service pieces and local storage: several files in one version, every version
// kept, two at once both kept in order, the bytes read back by the student and the teacher, and each
// refusal (type not accepted, too large, wrong kind, closed, not enrolled) a 4xx with nothing stored.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { multipart, pdf, png, type Part } from './files-samples.ts';
import { useClassroom } from './classroom-setup.ts';

const MAX_FILE = 64 * 1024;
const t = useApiTest({ FILES_MAX_FILE_BYTES: String(MAX_FILE) });
const c = useClassroom(() => t);
const db = () => t.app.database.db;

async function send(id: number, parts: Part[], who = STUDENT) {
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/assignments/${id}/submissions`,
    headers: { authorization: `Bearer ${await t.token(who)}`, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}
const versions = async () =>
  (await sql<{ c: number }>`SELECT count(*)::int AS c FROM lms.submission_versions`.execute(db())).rows[0].c;
const stored = (id: number) => {
  const dir = path.join(t.config.dataDir, 'files', 'lms', 'submissions', String(id), String(c.me));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const filesKind = (title: string, extra: Record<string, unknown> = {}, sec?: number) =>
  c.assignment(title, { submission_kind: 'files', ...extra }, sec);

describe('file hand-ins', () => {
  it('keeps several files per version and every version, readable by the student and the teacher', async () => {
    const id = await filesKind('Lab report');
    const first = await send(id, [
      { name: 'report.pdf', data: pdf('%first\n') },
      { name: 'appendix.pdf', data: pdf('%appendix\n') },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ version: 1, status: 'submitted', late: false });
    const second = await send(id, [{ name: 'report-v2.pdf', data: pdf('%second\n') }]);
    expect(second.body.data).toMatchObject({ id: first.body.data.id, version: 2 });
    expect(stored(id)).toHaveLength(3);
    const list = await t.call(TEACHER, 'GET', `/api/assignments/${id}/submissions`);
    expect(list.body.data[0].files.map((f: { name: string }) => f.name)).toEqual(['report-v2.pdf']);
    for (const who of [STUDENT, TEACHER]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/assignments/${id}/submissions/${c.me}/versions/1/files/2`,
        headers: { authorization: `Bearer ${await t.token(who)}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.body).toContain('%appendix');
    }
  });

  it('two hand-ins at once are both kept, numbered in order', async () => {
    const id = await filesKind('Two tabs');
    const both = await Promise.all([
      send(id, [{ name: 'a.pdf', data: pdf('%a\n') }]),
      send(id, [{ name: 'b.pdf', data: pdf('%b\n') }]),
    ]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both.map((r) => r.body.data.version).sort()).toEqual([1, 2]);
    expect(stored(id)).toHaveLength(2);
  });

  it('refuses with a code and stores nothing', async () => {
    const pdfOnly = await filesKind('PDF only');
    const closed = await filesKind('Closed', { close_at: '2001-01-01T00:00:00Z' });
    const text = await c.assignment('Typed');
    const elsewhere = await filesKind('Elsewhere', {}, c.otherSection);
    const before = await versions();
    const cases: [number, Part[], number, string][] = [
      [
        pdfOnly,
        [
          { name: 'ok.pdf', data: pdf() },
          { name: 'photo.png', data: png() },
        ],
        415,
        'file_type_not_accepted',
      ],
      [pdfOnly, [{ name: 'big.pdf', data: pdf('%'.repeat(MAX_FILE)) }], 413, 'file_too_large'],
      [closed, [{ name: 'late.pdf', data: pdf() }], 409, 'submission_closed'],
      [text, [{ name: 'x.pdf', data: pdf() }], 422, 'submission_kind_mismatch'],
      [elsewhere, [{ name: 'x.pdf', data: pdf() }], 403, 'not_enrolled'],
    ];
    for (const [id, parts, status, code] of cases) {
      const r = await send(id, parts);
      expect([r.status, r.body.error?.code], JSON.stringify(r.body)).toEqual([status, code]);
      expect(stored(id)).toEqual([]);
    }
    expect(await versions()).toBe(before);
    const json = await t.call(STUDENT, 'POST', `/api/assignments/${pdfOnly}/submissions`, { text: 'x' });
    expect([json.status, json.body.error.code]).toEqual([422, 'submission_kind_mismatch']);
  });

  it('a file of another student is not the teacher’s to lose nor the student’s to read', async () => {
    const id = await filesKind('Private');
    expect((await send(id, [{ name: 'mine.pdf', data: pdf() }])).status).toBe(201);
    const other = await t.call(STUDENT, 'GET', `/api/assignments/${id}/submissions/${c.teacher}/versions/1/files/1`);
    expect(other.status).toBe(404);
  });
});
