// The teacher's classroom writes leave audit records (server/classroom/grade-audit.ts) with real
// sign-ins: a grade given and changed in the grading view (before and after), a refused grade none,
// a return and its grade's release, "Release grades" for an assignment, an extended due time and the
// hand-in settings. Each record names the teacher as its user and the school as its tenant.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { useClassroom } from './classroom-setup.ts';

const t = useApiTest();
const c = useClassroom(() => t);

interface Audit {
  action: string;
  resource: string;
  record_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  email: string;
  schema: string;
}

/** the audit records written after record `from`, oldest first */
const auditSince = async (from: number) =>
  (
    await sql<Audit>`SELECT al.action, al.resource, al.record_id, al.before, al.after, u.email,
        tn.config->>'schema_name' AS schema
      FROM platform.audit_log al JOIN platform.app_users u ON u.user_id = al.user_id
      JOIN platform.tenants tn ON tn.id = al.tenant_id WHERE al.id > ${from} ORDER BY al.id`.execute(t.app.database.db)
  ).rows;
const lastId = async () =>
  (await sql<{ id: number }>`SELECT coalesce(max(id), 0)::int AS id FROM platform.audit_log`.execute(t.app.database.db))
    .rows[0].id;
const gradeId = async (assignment: number) =>
  String(
    (
      await sql<{ id: number }>`SELECT id::int FROM lms.grades WHERE assignment_id = ${assignment}
        AND student_party_id = ${c.me}`.execute(t.app.database.db)
    ).rows[0].id,
  );

describe('audit records of the classroom', () => {
  it('a grade given, changed, refused, returned: each change with its values before and after', async () => {
    const id = await c.assignment('Audited essay', { max_points: 10 });
    expect((await t.call(STUDENT, 'POST', `/api/assignments/${id}/submissions`, { text: 'My essay' })).status).toBe(
      201,
    );
    const from = await lastId();
    const gradeUrl = `/api/assignments/${id}/submissions/${c.me}/grade`;
    expect((await t.call(TEACHER, 'PUT', gradeUrl, { score: 7, comment: 'Good' })).status).toBe(200);
    expect((await t.call(TEACHER, 'PUT', gradeUrl, { score: 8, comment: 'Better' })).status).toBe(200);
    expect((await t.call(TEACHER, 'PUT', gradeUrl, { score: 16 })).status).toBe(400); // over 10 + 50 %
    expect((await t.call(TEACHER, 'POST', `/api/assignments/${id}/submissions/${c.me}/return`)).status).toBe(200);
    const rows = await auditSince(from);
    const g = await gradeId(id);
    const grade = (score: number, comment: string, released: boolean) => ({
      id: Number(g),
      assignment_id: id,
      student_party_id: c.me,
      score,
      comment,
      released,
    });
    expect(rows.map((r) => [r.action, r.resource])).toEqual([
      ['create', 'grades'],
      ['update', 'grades'],
      ['return', 'submissions'],
      ['release', 'grades'],
    ]);
    expect(rows.every((r) => r.email === TEACHER && r.schema === 'lms')).toBe(true);
    expect(rows[0]).toMatchObject({ record_id: g, before: null, after: grade(7, 'Good', false) });
    expect(rows[1]).toMatchObject({ record_id: g, before: grade(7, 'Good', false), after: grade(8, 'Better', false) });
    expect(rows[2].after).toMatchObject({ assignment_id: id, student_party_id: c.me, version: 1 });
    expect(rows[3]).toMatchObject({ record_id: g, before: grade(8, 'Better', false), after: grade(8, 'Better', true) });
  });

  it('"Release grades", an extended due time and the hand-in settings', async () => {
    const id = await c.assignment('Audited release', { max_points: 10 });
    const from = await lastId();
    await t.call(TEACHER, 'PUT', `/api/assignments/${id}/submissions/${c.me}/grade`, { score: 5 });
    expect((await t.call(TEACHER, 'POST', `/api/assignments/${id}/release`)).body).toMatchObject({ released: 1 });
    const ext = `/api/assignments/${id}/extensions/${c.me}`;
    expect((await t.call(TEACHER, 'PUT', ext, { due_at: '2999-02-01T12:00:00Z' })).status).toBe(200);
    expect((await t.call(TEACHER, 'PUT', ext, { due_at: '2999-03-01T12:00:00Z' })).status).toBe(200);
    const settings = { submission_kind: 'files', accepted_types: [], close_at: null, allow_resubmit: false };
    expect((await t.call(TEACHER, 'PUT', `/api/assignments/${id}/submission-settings`, settings)).status).toBe(200);
    const rows = await auditSince(from);
    expect(rows.map((r) => [r.action, r.resource, r.record_id])).toEqual([
      ['create', 'grades', await gradeId(id)],
      ['release', 'grades', await gradeId(id)],
      ['extend', 'assignment_extensions', `${id}/${c.me}`],
      ['extend', 'assignment_extensions', `${id}/${c.me}`],
      ['update', 'assignments', String(id)],
    ]);
    expect([rows[1].before?.released, rows[1].after?.released]).toEqual([false, true]);
    const due = (r: Audit, k: 'before' | 'after') => (r[k] ? new Date(String(r[k]!.due_at)).toISOString() : null);
    expect([due(rows[2], 'before'), due(rows[2], 'after')]).toEqual([null, '2999-02-01T12:00:00.000Z']);
    expect([due(rows[3], 'before'), due(rows[3], 'after')]).toEqual([
      '2999-02-01T12:00:00.000Z',
      '2999-03-01T12:00:00.000Z',
    ]);
    expect(rows[4].before).toEqual({
      submission_kind: 'text',
      accepted_types: ['application/pdf'],
      close_at: null,
      allow_resubmit: true,
    });
    expect(rows[4].after).toEqual(settings);
  });

  it("the teacher's points for a quiz answer", async () => {
    const id = await c.assignment('Audited quiz');
    const quiz = {
      shuffle: false,
      time_limit_minutes: null,
      max_attempts: 1,
      questions: [{ kind: 'essay', stem: 'Explain the cycle.', choices: [], answer: null, points: 5 }],
    };
    const made = await t.call(TEACHER, 'PUT', `/api/assignments/${id}/quiz`, quiz);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const essay = made.body.data.questions[0].id;
    const attempt = (await t.call(STUDENT, 'POST', `/api/assignments/${id}/quiz/attempts`)).body.data.id;
    await t.call(STUDENT, 'PUT', `/api/quiz-attempts/${attempt}/answers/${essay}`, { response: 'Rain' });
    expect((await t.call(STUDENT, 'POST', `/api/quiz-attempts/${attempt}/submit`)).status).toBe(200);
    const from = await lastId();
    const score = `/api/quiz-attempts/${attempt}/answers/${essay}/score`;
    expect((await t.call(TEACHER, 'PUT', score, { points: 4 })).status).toBe(200);
    expect((await t.call(TEACHER, 'PUT', score, { points: 3 })).status).toBe(200);
    expect((await t.call(TEACHER, 'PUT', score, { points: 6 })).status).toBe(400); // more than the question's 5
    const rows = await auditSince(from);
    expect(rows.map((r) => [r.action, r.resource, r.record_id, r.before, r.after, r.email])).toEqual([
      ['update', 'quiz_answers', `${attempt}/${essay}`, { points: null }, { points: 4 }, TEACHER],
      ['update', 'quiz_answers', `${attempt}/${essay}`, { points: 4 }, { points: 3 }, TEACHER],
    ]);
  });
});
