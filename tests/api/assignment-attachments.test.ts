// Files attached to an assignment through the file service (server/files/assignment-attachments.ts):
// the section's teacher adds and removes them, its enrolled students list and download them once
// the assignment is published, nobody else reaches them, and a refused upload keeps nothing.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import { multipart, pdf, png, text, windowsExe, type Part } from './files-samples.ts';

const MAX_FILE = 64 * 1024;
const TEACHER = 'teacher@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
const ADMIN = 'admin@demo-academy.test';
const OTHER_ADMIN = 'admin@ncsa.test';

let t: ApiTest;
const db = () => t.app.database.db;
let own: number; // an assignment of the teacher's own section, which the demo student attends
let other: number; // an assignment of another teacher's section the student does not attend

const url = (id: number, rest = '') => `/fs/assignments/${id}/attachments${rest}`;
async function upload(email: string, id: number, parts: Part[]) {
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: url(id),
    headers: { authorization: `Bearer ${await t.token(email)}`, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}
async function download(email: string, id: number, attachmentId: number) {
  return t.app.inject({
    method: 'GET',
    url: url(id, `/${attachmentId}`),
    headers: { authorization: `Bearer ${await t.token(email)}` },
  });
}
async function remove(email: string, id: number, attachmentId: number) {
  const res = await t.app.inject({
    method: 'DELETE',
    url: url(id, `/${attachmentId}`),
    headers: { authorization: `Bearer ${await t.token(email)}` },
  });
  return res.statusCode;
}
const rowCount = async () =>
  (await sql<{ c: number }>`SELECT count(*)::int AS c FROM lms.assignment_attachments`.execute(db())).rows[0].c;
const storedFiles = (id: number) => {
  const dir = path.join(t.config.dataDir, 'files', 'lms', 'assignments', String(id));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

beforeAll(async () => {
  t = await createApiTest({ FILES_MAX_FILE_BYTES: String(MAX_FILE) });
  const partyOf = async (email: string) =>
    (await sql<{ party_id: number }>`SELECT party_id FROM platform.app_users WHERE email = ${email}`.execute(db()))
      .rows[0].party_id;
  const teacher = await partyOf(TEACHER);
  const student = await partyOf(STUDENT);
  const section = async (where: ReturnType<typeof sql>) =>
    (await sql<{ id: number }>`SELECT id FROM lms.sections WHERE ${where} ORDER BY id LIMIT 1`.execute(db())).rows[0]
      .id;
  const mine = await section(sql`teacher_party_id = ${teacher}`);
  const theirs = await section(
    sql`teacher_party_id <> ${teacher} AND id NOT IN (SELECT section_id FROM lms.enrollments WHERE student_party_id = ${student})
      AND id NOT IN (SELECT section_id FROM lms.section_teachers WHERE teacher_party_id = ${teacher})`,
  );
  await sql`INSERT INTO lms.enrollments (section_id, student_party_id) VALUES (${mine}, ${student})
    ON CONFLICT DO NOTHING`.execute(db());
  await sql`UPDATE lms.enrollments SET withdrawn_at = NULL WHERE section_id = ${mine} AND student_party_id = ${student}`.execute(
    db(),
  );
  const assignment = async (sectionId: number) =>
    (
      await sql<{ id: number }>`INSERT INTO lms.assignments (section_id, title, category, max_points, status)
        VALUES (${sectionId}, 'Attachment test', 'homework', 10, 'published') RETURNING id`.execute(db())
    ).rows[0].id;
  own = await assignment(mine);
  other = await assignment(theirs);
});
afterAll(async () => {
  await t?.close();
});

describe('assignment attachments', () => {
  let ids: number[] = [];

  it('a teacher attaches files to its own assignment; the list names them', async () => {
    const r = await upload(TEACHER, own, [
      { name: 'Worksheet.pdf', data: pdf() },
      { name: 'diagram.png', data: png() },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toEqual([
      expect.objectContaining({ name: 'Worksheet.pdf', size: pdf().length, contentType: 'application/pdf' }),
      expect.objectContaining({ name: 'diagram.png', size: png().length, contentType: 'image/png' }),
    ]);
    ids = r.body.map((a: { id: number }) => a.id);
    const list = await t.call(TEACHER, 'GET', url(own));
    expect(list.status).toBe(200);
    expect(list.body.map((a: { name: string }) => a.name)).toEqual(['Worksheet.pdf', 'diagram.png']);
    expect(storedFiles(own)).toHaveLength(2);
  });

  it('an enrolled student lists and downloads them, by their own names', async () => {
    const list = await t.call(STUDENT, 'GET', url(own));
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const res = await download(STUDENT, own, ids[0]);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf())).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Worksheet.pdf');
  });

  it('the student’s list of its work counts them', async () => {
    const mine = await t.call(STUDENT, 'GET', '/api/my/assignments');
    expect(mine.status).toBe(200);
    const row = mine.body.data.find((a: { id: number }) => a.id === own);
    expect(row).toMatchObject({ title: 'Attachment test', attachments: 2 });
    expect(mine.body.data.find((a: { id: number }) => a.id === other)).toBeUndefined();
  });

  it('a draft assignment’s files are not shown to students', async () => {
    await sql`UPDATE lms.assignments SET status = 'draft' WHERE id = ${own}`.execute(db());
    expect((await t.call(STUDENT, 'GET', url(own))).status).toBe(404);
    expect((await download(STUDENT, own, ids[0])).statusCode).toBe(404);
    expect((await t.call(TEACHER, 'GET', url(own))).status).toBe(200);
    await sql`UPDATE lms.assignments SET status = 'published' WHERE id = ${own}`.execute(db());
  });

  it('nobody else reaches them: other sections, other tenants, students writing', async () => {
    const up = await upload(TEACHER, other, [{ name: 'x.pdf', data: pdf() }]);
    expect(up.status).toBe(404);
    expect(up.body.error.code).toBe('not_found');
    expect((await t.call(STUDENT, 'GET', url(other))).status).toBe(404);
    expect((await t.call(OTHER_ADMIN, 'GET', url(own))).status).toBe(404);
    expect((await download(OTHER_ADMIN, own, ids[0])).statusCode).toBe(404);
    // an attachment id of another assignment is not found under this one
    expect((await download(ADMIN, other, ids[0])).statusCode).toBe(404);
    const student = await upload(STUDENT, own, [{ name: 'mine.pdf', data: pdf() }]);
    expect(student.status).toBe(403);
    expect(await remove(STUDENT, own, ids[0])).toBe(403);
    // the generic file routes do not reach the assignments' files either
    const generic = await t.call(ADMIN, 'GET', `/fs/list?dir=assignments/${own}`);
    expect(generic.status).toBe(403);
    expect(await rowCount()).toBe(2);
  });

  it('refuses bad files, files over the size limit and a body that is not multipart, keeping nothing', async () => {
    const bad = await upload(TEACHER, own, [
      { name: 'good.pdf', data: pdf() },
      { name: 'bad.pdf', data: windowsExe() },
    ]);
    expect(bad.status).toBe(415);
    expect(bad.body.error.code).toBe('file_type_not_allowed');
    const big = await upload(TEACHER, own, [{ name: 'big.txt', data: text('x'.repeat(MAX_FILE + 1)) }]);
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('file_too_large');
    const json = await t.call(TEACHER, 'POST', url(own), { files: [] });
    expect(json.status).toBe(400);
    expect(json.body.error.code).toBe('not_multipart');
    expect(await rowCount()).toBe(2);
    expect(storedFiles(own)).toHaveLength(2);
  });

  it('takes at most 10 files per assignment: 2 + 9 is refused whole, 2 + 8 fits', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ name: `n${i}.txt`, data: text(`note ${i}\n`) }));
    const over = await upload(TEACHER, own, nine);
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'too_many_attachments', limit: 10 });
    expect(await rowCount()).toBe(2);
    expect(storedFiles(own)).toHaveLength(2);
    const fits = await upload(TEACHER, own, nine.slice(0, 8));
    expect(fits.status).toBe(201);
    const full = await upload(ADMIN, own, [{ name: 'one-more.pdf', data: pdf() }]);
    expect(full.status).toBe(409);
    expect(await rowCount()).toBe(10);
  });

  it('an assignment with files is kept until they are removed (409 in_use)', async () => {
    const del = await t.call(TEACHER, 'DELETE', `/api/resources/assignments/${own}`);
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe('in_use');
    expect(await rowCount()).toBe(10);
  });

  it('the teacher removes an attachment: its row and its file go, students no longer get it', async () => {
    expect(await remove(TEACHER, own, ids[0])).toBe(204);
    expect(await rowCount()).toBe(9);
    expect(storedFiles(own)).toHaveLength(9);
    expect((await download(STUDENT, own, ids[0])).statusCode).toBe(404);
    expect(await remove(TEACHER, own, ids[0])).toBe(404);
    expect((await t.call(STUDENT, 'GET', url(own))).body.map((a: { name: string }) => a.name)).not.toContain(
      'Worksheet.pdf',
    );
  });
});
