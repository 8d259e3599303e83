// Quiz export (GET /api/quizzes/{id}/export?format=qti|moodle|gift) and import (POST
// /api/assignments/{id}/quiz/import?format=qti|gift, multipart) over real HTTP with real sign-ins:
// what one assignment exports, another imports to the same questions; refusals with their codes.
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../helpers/api.ts';
import { STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { multipart } from './files-samples.ts';
import { useClassroom } from './classroom-setup.ts';

const t = useApiTest();
const c = useClassroom(() => t);
const QUESTIONS = [
  { kind: 'multiple_choice', stem: 'Which is a gas?', choices: ['Ice', 'Steam', 'Rock'], answer: 1, points: 2 },
  { kind: 'fill_in', stem: 'H2O is ____.', choices: [], answer: ['water'], points: 1 },
  { kind: 'essay', stem: 'Why does it rain?', choices: [], answer: null, points: 4 },
];
const settings = { shuffle: true, time_limit_minutes: null, max_attempts: 1 };
const strip = (qs: { id: number }[]) => qs.map(({ id: _, ...q }) => q);

async function exported(who: string, id: number, format: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/quizzes/${id}/export?format=${format}`,
    headers: { authorization: `Bearer ${await t.token(who)}` },
  });
}
async function imported(id: number, format: string, data: Buffer, name: string) {
  const body = multipart([{ name, data }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/assignments/${id}/quiz/import?format=${format}`,
    headers: { authorization: `Bearer ${await t.token(TEACHER)}`, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('quiz export and import', () => {
  it('QTI and GIFT round trips give the same questions; Moodle XML exports', async () => {
    const source = await c.assignment('Source quiz');
    const put = await t.call(TEACHER, 'PUT', `/api/assignments/${source}/quiz`, { ...settings, questions: QUESTIONS });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    for (const [format, type, name] of [
      ['qti', 'application/zip', 'quiz.zip'],
      ['gift', 'text/plain; charset=utf-8', 'quiz.gift.txt'],
    ]) {
      const res = await exported(TEACHER, source, format);
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, type]);
      const target = await c.assignment(`Imported ${format}`);
      const back = await imported(target, format, res.rawPayload, name);
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(strip(back.body.data.questions)).toEqual(QUESTIONS);
      expect(back.body.data).toMatchObject({ shuffle: false, max_attempts: 1 });
    }
    const moodle = await exported(TEACHER, source, 'moodle');
    expect(moodle.statusCode).toBe(200);
    expect(moodle.body).toContain('<question type="multichoice">');
  });

  it('refuses with a code', async () => {
    const id = await c.assignment('Refused import');
    const bad = await imported(id, 'gift', Buffer.from('no questions here'), 'x.txt');
    expect([bad.status, bad.body.error.code]).toEqual([422, 'quiz_unreadable']);
    const badQti = await imported(id, 'qti', Buffer.from('PK not a zip'), 'x.zip');
    expect([badQti.status, badQti.body.error.code]).toEqual([422, 'quiz_unreadable']);
    expect((await t.call(TEACHER, 'GET', `/api/assignments/${id}/quiz`)).status).toBe(404);
    const student = await exported(STUDENT, id, 'gift');
    expect(student.statusCode).toBe(403);
    const noQuiz = await exported(TEACHER, id, 'gift');
    expect(noQuiz.statusCode).toBe(404);
    const noFormat = await exported(TEACHER, id, 'pdf');
    expect(noFormat.statusCode).toBe(400);
  });
});
