// The classroom's server side (server/classroom, docs/classroom.md) with real sign-ins: a student
// hands in text, every version is kept and numbered (also two at once), late is the server's clock
// against the (extended) due date, and each refusal is a 4xx code with nothing stored; the teacher
// lists, grades into the gradebook's grades, and the score is hidden until released.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { useClassroom } from './classroom-setup.ts';

const t = useApiTest();
const db = () => t.app.database.db;
const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db())).rows[0];
const c = useClassroom(() => t);
const versions = async () => (await one(sql<{ c: number }>`SELECT count(*)::int AS c FROM lms.submission_versions`)).c;
const assignment = (title: string, extra: Record<string, unknown> = {}, sec?: number) =>
  c.assignment(title, extra, sec);
const hand = (id: number, body: unknown = { text: 'My essay' }) =>
  t.call(STUDENT, 'POST', `/api/assignments/${id}/submissions`, body);

describe('handing in', () => {
  it('keeps every version, numbered, and answers the contract shape', async () => {
    const id = await assignment('Essay one');
    const first = await hand(id);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ version: 1, status: 'submitted', late: false });
    const second = await hand(id, { text: 'Better essay' });
    expect(second.body.data).toMatchObject({ id: first.body.data.id, version: 2 });
    const both = await Promise.all([hand(id, { text: 'tab A' }), hand(id, { text: 'tab B' })]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both.map((r) => r.body.data.version).sort()).toEqual([3, 4]);
    const kept = await sql<{ version: number; body_text: string }>`SELECT version, body_text
      FROM lms.submission_versions WHERE submission_id = ${first.body.data.id} ORDER BY version`.execute(db());
    expect(kept.rows.map((r) => r.version)).toEqual([1, 2, 3, 4]);
    expect(kept.rows.slice(0, 2).map((r) => r.body_text)).toEqual(['My essay', 'Better essay']);
  });

  it('is late after the due date, and not late with an extended due date', async () => {
    const id = await assignment('Past due', { due_date: '2000-01-01' });
    expect((await hand(id)).body.data).toMatchObject({ status: 'late', late: true });
    const ext = await t.call(TEACHER, 'PUT', `/api/assignments/${id}/extensions/${c.me}`, {
      due_at: '2999-01-01T00:00:00Z',
    });
    expect(ext.status, JSON.stringify(ext.body)).toBe(200);
    expect((await hand(id)).body.data).toMatchObject({ version: 2, status: 'submitted', late: false });
  });

  it('refuses with a code and stores nothing', async () => {
    const closed = await assignment('Closed', { close_at: '2001-01-01T00:00:00Z' });
    const paper = await assignment('On paper', { submission_kind: 'none' });
    const files = await assignment('Files only', { submission_kind: 'files' });
    const elsewhere = await assignment('Other section', {}, c.otherSection);
    const before = await versions();
    const cases: [number, unknown, number, string][] = [
      [closed, { text: 'x' }, 409, 'submission_closed'],
      [paper, { text: 'x' }, 422, 'submission_kind_mismatch'],
      [files, { text: 'x' }, 422, 'submission_kind_mismatch'],
      [elsewhere, { text: 'x' }, 403, 'not_enrolled'],
      [paper, { text: 'x'.repeat(100_001) }, 400, 'validation_failed'],
      [999_999, { text: 'x' }, 404, 'not_found'],
    ];
    for (const [id, body, status, code] of cases) {
      const r = await hand(id, body);
      expect([r.status, r.body.error?.code], JSON.stringify(r.body)).toEqual([status, code]);
    }
    expect(await versions()).toBe(before);
  });
});

describe('teacher and student views', () => {
  it('grades into grades, hidden until returned; no resubmission after return when not allowed', async () => {
    const id = await assignment('Graded essay', { allow_resubmit: false });
    expect((await hand(id)).status).toBe(201);
    const list = await t.call(TEACHER, 'GET', `/api/assignments/${id}/submissions`);
    expect(list.body.data).toEqual([expect.objectContaining({ student_party_id: c.me, version: 1, text: 'My essay' })]);
    const g = await t.call(TEACHER, 'PUT', `/api/assignments/${id}/submissions/${c.me}/grade`, {
      score: 87,
      comment: 'Good',
    });
    expect(g.status, JSON.stringify(g.body)).toBe(200);
    const stored = await one(sql<{ score: number }>`SELECT score::float8 AS score FROM lms.grades
      WHERE assignment_id = ${id} AND student_party_id = ${c.me}`);
    expect(stored.score).toBe(87);
    const mine = async () =>
      (await t.call(STUDENT, 'GET', '/api/my/assignments')).body.data.find((a: { id: number }) => a.id === id);
    expect(await mine()).toEqual({
      id,
      title: 'Graded essay',
      section_id: c.section,
      due_at: expect.any(String),
      status: 'submitted',
      released: false,
      attachments: 0,
    });
    const dash = async () =>
      (await t.list(STUDENT, 'grading', 'my_grades', [['id', '=', id]])).body.data[0].rows[0].score;
    expect(await dash()).toBeNull(); // the dashboard's my grades hides it too
    expect((await t.call(TEACHER, 'POST', `/api/assignments/${id}/submissions/${c.me}/return`)).status).toBe(200);
    expect(await dash()).toBe(87);
    expect(await mine()).toMatchObject({ status: 'graded', score: 87, released: true });
    const again = await hand(id);
    expect([again.status, again.body.error.code]).toEqual([409, 'resubmission_not_allowed']);
  });

  it('a draft shows as draft; not started otherwise', async () => {
    const id = await assignment('Draft me');
    const fresh = (await t.call(STUDENT, 'GET', '/api/my/assignments')).body.data.find(
      (a: { id: number }) => a.id === id,
    );
    expect(fresh.status).toBe('not_started');
    const d = await t.call(STUDENT, 'PUT', `/api/assignments/${id}/draft`, { text: 'half' });
    expect(d.body.data).toEqual({ status: 'draft' });
    const now = (await t.call(STUDENT, 'GET', '/api/my/assignments')).body.data.find(
      (a: { id: number }) => a.id === id,
    );
    expect(now.status).toBe('draft');
  });

  it('another section’s assignment is 404 to the teacher; a student cannot grade', async () => {
    const id = await assignment('Not mine', {}, c.otherSection);
    expect((await t.call(TEACHER, 'GET', `/api/assignments/${id}/submissions`)).status).toBe(404);
    expect((await t.call(ADMIN, 'GET', `/api/assignments/${id}/submissions`)).status).toBe(200);
    expect((await t.call(STUDENT, 'GET', `/api/assignments/${id}/submissions`)).status).toBe(403);
  });
});
