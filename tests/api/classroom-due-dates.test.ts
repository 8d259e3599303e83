// The teacher's due dates (server/classroom-teaching/due-dates.ts) with real sign-ins: the assignments of the
// sections the teacher teaches due in the asked span, or with an extension in it, with the hand-in counts
// (late among them), graded count and extensions; another teacher's section is not listed; a student is
// refused, and so are a span over 62 days, an end before the start and a date that does not exist.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { useClassroom } from './classroom-setup.ts';

const t = useApiTest();
const c = useClassroom(() => t);
const span = (from: string, to: string) => `/api/teaching/due-dates?from=${from}&to=${to}`;

describe("the teacher's due dates", () => {
  it('lists its sections’ assignments of the span with counts and extensions', async () => {
    const db = t.app.database.db;
    const due = await c.assignment('Due May essay', { due_date: '2001-05-10' });
    const extended = await c.assignment('Due April, extended to May', { due_date: '2001-04-20' });
    await c.assignment('Due June essay', { due_date: '2001-06-02' });
    await c.assignment('Another section, due May', { due_date: '2001-05-11' }, c.otherSection);
    const handIn = await t.call(STUDENT, 'POST', `/api/assignments/${due}/submissions`, { text: 'Late work' });
    expect(handIn.status).toBe(201);
    const graded = await t.call(TEACHER, 'PUT', `/api/assignments/${due}/submissions/${c.me}/grade`, { score: 4 });
    expect(graded.status).toBe(200);
    const ext = await t.call(TEACHER, 'PUT', `/api/assignments/${extended}/extensions/${c.me}`, {
      due_at: '2001-05-03T12:00:00.000Z',
    });
    expect(ext.status, JSON.stringify(ext.body)).toBe(200);
    const enrolled = (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM lms.enrollments WHERE section_id = ${c.section}
        AND withdrawn_at IS NULL`.execute(db)
    ).rows[0].n;
    const me = (
      await sql<{ name: string }>`SELECT first_name || ' ' || last_name AS name FROM lms.parties
        WHERE party_id = ${c.me}`.execute(db)
    ).rows[0].name;

    const r = await t.call(TEACHER, 'GET', span('2001-05-01', '2001-05-31'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.map((a: { title: string }) => a.title)).toEqual(['Due April, extended to May', 'Due May essay']);
    const [ex, may] = r.body.data;
    expect(may).toMatchObject({
      id: due,
      section_id: c.section,
      due_date: '2001-05-10',
      status: 'published',
      enrolled,
      handed_in: 1,
      late: 1,
      graded: 1,
      extensions: [],
    });
    expect(ex).toMatchObject({ id: extended, due_date: '2001-04-20', handed_in: 0, late: 0, graded: 0 });
    expect(ex.extensions).toEqual([{ student_id: c.me, name: me, due_at: '2001-05-03T12:00:00.000Z' }]);
  });

  it('refuses a student, a span over 62 days, an end before the start and a date that does not exist', async () => {
    expect((await t.call(STUDENT, 'GET', span('2001-05-01', '2001-05-31'))).status).toBe(403);
    for (const [from, to, field] of [
      ['2001-01-01', '2001-03-15', 'to'],
      ['2001-05-31', '2001-05-01', 'to'],
      ['2001-02-30', '2001-03-01', 'from'],
    ]) {
      const r = await t.call(TEACHER, 'GET', span(from, to));
      expect([r.status, r.body.error.code, Object.keys(r.body.error.fields ?? {})]).toEqual([
        400,
        'validation_failed',
        [field],
      ]);
    }
    expect((await t.call(TEACHER, 'GET', span('May', '2001-05-31'))).status).toBe(400);
  });
});
