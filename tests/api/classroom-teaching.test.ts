// The teacher screens' reads (server/classroom-teaching): the hand-in view lists every enrolled
// student, handed in or not, with the latest version, grade and extension; one student's work has
// every version, the grade and the chosen rubric levels; another teacher's assignment, a student
// outside the section and a student caller are refused.
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { useClassroom } from './classroom-setup.ts';

const t = useApiTest();
const c = useClassroom(() => t);

describe('the teacher views of an assignment', () => {
  it('lists every enrolled student with their hand-in state, and one student with every version', async () => {
    const id = await c.assignment('Teacher view essay');
    await t.call(STUDENT, 'POST', `/api/assignments/${id}/submissions`, { text: 'first try' });
    await t.call(STUDENT, 'POST', `/api/assignments/${id}/submissions`, { text: 'second try' });
    await t.call(TEACHER, 'PUT', `/api/assignments/${id}/extensions/${c.me}`, { due_at: '2999-02-01T00:00:00Z' });
    const rubric = await t.call(TEACHER, 'PUT', `/api/assignments/${id}/rubric`, {
      criteria: [{ title: 'Ideas', description: '', levels: [{ title: 'Good', description: '', points: 4 }] }],
    });
    const [crit] = rubric.body.data;
    const graded = await t.call(TEACHER, 'PUT', `/api/assignments/${id}/submissions/${c.me}/grade`, {
      rubric: [{ criterion_id: crit.id, level_id: crit.levels[0].id }],
      comment: 'Nice',
    });
    expect(graded.status, JSON.stringify(graded.body)).toBe(200);

    const view = await t.call(TEACHER, 'GET', `/api/assignments/${id}/hand-in`);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.data).toMatchObject({ id, title: 'Teacher view essay', submission_kind: 'text', has_quiz: false });
    const students = view.body.data.students as { student_id: number; status: string }[];
    expect(students.length).toBeGreaterThan(1);
    expect(students.find((s) => s.student_id === c.me)).toMatchObject({
      status: 'submitted',
      version: 2,
      late: false,
      score: 4,
      released: false,
      extended_due_at: '2999-02-01T00:00:00.000Z',
    });
    expect(students.filter((s) => s.student_id !== c.me).every((s) => s.status === 'not started')).toBe(true);

    const work = await t.call(TEACHER, 'GET', `/api/assignments/${id}/work/${c.me}`);
    expect(work.status, JSON.stringify(work.body)).toBe(200);
    expect(work.body.data.versions.map((v: { text: string }) => v.text)).toEqual(['second try', 'first try']);
    expect(work.body.data).toMatchObject({
      status: 'submitted',
      grade: { score: 4, comment: 'Nice', released: false },
    });
    expect(work.body.data.rubric).toEqual([{ criterion_id: crit.id, level_id: crit.levels[0].id, comment: '' }]);
    expect((await t.call(ADMIN, 'GET', `/api/assignments/${id}/hand-in`)).status).toBe(200);
  });

  it('refuses a student, another section, and a student outside the section', async () => {
    const id = await c.assignment('Refusals');
    const other = await c.assignment('Not mine', {}, c.otherSection);
    expect((await t.call(STUDENT, 'GET', `/api/assignments/${id}/hand-in`)).status).toBe(403);
    const notMine = await t.call(TEACHER, 'GET', `/api/assignments/${other}/hand-in`);
    expect(notMine.status).toBe(404);
    expect(notMine.body.error.code).toBe('not_found');
    expect((await t.call(TEACHER, 'GET', `/api/assignments/${other}/work/${c.me}`)).status).toBe(404);
    expect((await t.call(TEACHER, 'GET', `/api/assignments/${id}/work/999999`)).status).toBe(404);
    expect((await t.call(TEACHER, 'GET', `/api/assignments/abc/hand-in`)).status).toBe(400);
  });
});
