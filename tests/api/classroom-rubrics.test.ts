// Rubrics of the classroom (server/classroom/rubric*.ts, feedback.ts) with real sign-ins: a rubric
// made by hand and one imported from a rubric-generator output saved in My collection; grading with
// it (the score is the sum of the chosen levels unless given, kept in the gradebook's grades); the
// student sees the rubric, and the score, comments and chosen levels only once released; refusals.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { useClassroom } from './classroom-setup.ts';

const t = useApiTest();
const c = useClassroom(() => t);
const RUBRIC = `| Criterion | Strong (5 pts) | Fair (3 pts) | Weak (1 pt) |
|---|---|---|---|
| Thesis | Arguable | Stated | Missing |
| Evidence | Cited | Some | None |`;

const save = async (toolSlug: string, output: string) =>
  (await t.call(TEACHER, 'POST', '/api/tools/collection', { toolSlug, title: 'Saved', inputs: {}, output })).body.id;
const scoreOf = async (id: number) =>
  (
    await sql<{ score: number }>`SELECT score::float8 AS score FROM lms.grades WHERE assignment_id = ${id}
      AND student_party_id = ${c.me}`.execute(t.app.database.db)
  ).rows[0]?.score;

describe('rubrics', () => {
  it('made by hand: read by the student, scored by the teacher as the sum of the chosen levels', async () => {
    const id = await c.assignment('Essay with rubric');
    const put = await t.call(TEACHER, 'PUT', `/api/assignments/${id}/rubric`, {
      criteria: [
        {
          title: 'Argument',
          description: 'Is there a case?',
          levels: [
            { title: 'Full', description: '', points: 6 },
            { title: 'Half', description: '', points: 3 },
          ],
        },
        { title: 'Style', description: '', levels: [{ title: 'Good', description: '', points: 2.5 }] },
      ],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const [argument, style] = put.body.data;
    expect((await t.call(STUDENT, 'GET', `/api/assignments/${id}/rubric`)).body.data).toEqual(put.body.data);
    expect((await t.call(STUDENT, 'POST', `/api/assignments/${id}/submissions`, { text: 'My case' })).status).toBe(201);
    const g = await t.call(TEACHER, 'PUT', `/api/assignments/${id}/submissions/${c.me}/grade`, {
      comment: 'Well argued',
      rubric: [
        { criterion_id: argument.id, level_id: argument.levels[1].id, comment: 'Only half the case' },
        { criterion_id: style.id, level_id: style.levels[0].id },
      ],
    });
    expect(g.body, JSON.stringify(g.body)).toEqual({ ok: true, score: 5.5 }); // 3 + 2.5
    expect(await scoreOf(id)).toBe(5.5);
    const hidden = await t.call(STUDENT, 'GET', `/api/my/assignments/${id}/feedback`);
    expect(hidden.body.data).toEqual({ released: false, rubric: put.body.data });
    expect((await t.call(TEACHER, 'POST', `/api/assignments/${id}/release`)).body).toEqual({ released: 1 });
    const shown = (await t.call(STUDENT, 'GET', `/api/my/assignments/${id}/feedback`)).body.data;
    expect(shown).toMatchObject({ released: true, score: 5.5, comment: 'Well argued' });
    expect(
      shown.rubric.map((r: { chosen_level_id: number; comment: string }) => [r.chosen_level_id, r.comment]),
    ).toEqual([
      [argument.levels[1].id, 'Only half the case'],
      [style.levels[0].id, ''],
    ]);
    const override = await t.call(TEACHER, 'PUT', `/api/assignments/${id}/submissions/${c.me}/grade`, {
      score: 6,
      rubric: [{ criterion_id: argument.id, level_id: argument.levels[1].id }],
    });
    expect(override.body.score).toBe(6);
  });

  it('imported from a rubric-generator output in My collection', async () => {
    const id = await c.assignment('Imported rubric');
    const imported = await t.call(TEACHER, 'POST', `/api/assignments/${id}/rubric/import`, {
      saved_id: await save('rubric-generator', `Rubric for the essay\n\n${RUBRIC}\n\nAdd up the levels.`),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(
      imported.body.data.map((r: { title: string; levels: { title: string; points: number }[] }) => [
        r.title,
        r.levels.map((l) => `${l.title}:${l.points}`).join(' '),
      ]),
    ).toEqual([
      ['Thesis', 'Strong:5 Fair:3 Weak:1'],
      ['Evidence', 'Strong:5 Fair:3 Weak:1'],
    ]);
  });

  it('refuses with a code and stores nothing', async () => {
    const id = await c.assignment('Refusals');
    const other = await c.assignment('Other rubric');
    const mine = (
      await t.call(TEACHER, 'PUT', `/api/assignments/${id}/rubric`, {
        criteria: [{ title: 'A', description: '', levels: [{ title: 'x', description: '', points: 1 }] }],
      })
    ).body.data;
    const theirs = (
      await t.call(TEACHER, 'PUT', `/api/assignments/${other}/rubric`, {
        criteria: [{ title: 'B', description: '', levels: [{ title: 'y', description: '', points: 1 }] }],
      })
    ).body.data;
    const gradeUrl = `/api/assignments/${id}/submissions/${c.me}/grade`;
    const cases: [string, 'PUT' | 'POST', string, unknown, number, string][] = [
      [
        TEACHER,
        'PUT',
        gradeUrl,
        { rubric: [{ criterion_id: theirs[0].id, level_id: theirs[0].levels[0].id }] },
        400,
        'validation_failed',
      ],
      [
        TEACHER,
        'PUT',
        gradeUrl,
        { rubric: [{ criterion_id: mine[0].id, level_id: theirs[0].levels[0].id }] },
        400,
        'validation_failed',
      ],
      [TEACHER, 'PUT', gradeUrl, { comment: 'no score' }, 400, 'validation_failed'],
      [TEACHER, 'POST', `/api/assignments/${id}/rubric/import`, { saved_id: 999_999 }, 404, 'not_found'],
      [
        TEACHER,
        'POST',
        `/api/assignments/${id}/rubric/import`,
        { saved_id: await save('rubric-generator', 'No table') },
        422,
        'rubric_unreadable',
      ],
      [
        TEACHER,
        'POST',
        `/api/assignments/${id}/rubric/import`,
        { saved_id: await save('question-generator', RUBRIC) },
        404,
        'not_found',
      ],
      [STUDENT, 'PUT', `/api/assignments/${id}/rubric`, { criteria: [] }, 403, 'missing_permission'],
      [
        TEACHER,
        'PUT',
        `/api/assignments/${id}/rubric`,
        { criteria: [{ title: 'No levels', description: '', levels: [] }] },
        400,
        'validation_failed',
      ],
    ];
    for (const [who, method, url, body, status, code] of cases) {
      const r = await t.call(who, method, url, body);
      expect([r.status, r.body.error?.code], `${url} ${JSON.stringify(r.body)}`).toEqual([status, code]);
    }
    expect(await scoreOf(id)).toBeUndefined();
    expect((await t.call(TEACHER, 'GET', `/api/assignments/${id}/rubric`)).body.data).toEqual(mine);
  });
});
