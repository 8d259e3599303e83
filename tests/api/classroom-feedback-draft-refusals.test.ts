// The AI feedback draft's refusals (server/classroom/feedback-draft.ts), each answered before the model
// is asked, as JSON: a student or a teacher of another section 403, nothing handed in (an autosaved
// draft is not a hand-in) or an unknown assignment 404, a hand-in without text (files, a quiz) 422
// no_text, no model configured 503. And the model server failing, before its first token or mid-way,
// reaches the page as the stream's `error` event, keeping what was sent, never as `done`.
import { beforeEach, describe, expect, it } from 'vitest';
import { parseSse, useToolsApp } from './tools-support.ts';
import { useApiTest, type ApiTest } from '../helpers/api.ts';
import { STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { multipart, pdf } from './files-samples.ts';
import { useClassroom } from './classroom-setup.ts';

const t = useToolsApp();
const c = useClassroom(() => t);
beforeEach(() => t.model.reset());

const WORK = 'Photosynthesis turns light into sugar; the chloroplast is where it happens.';
const draft = async (app: ApiTest, id: number, studentId: number, email = TEACHER) =>
  app.app.inject({
    method: 'POST',
    url: `/api/assignments/${id}/submissions/${studentId}/feedback-draft`,
    headers: { authorization: `Bearer ${await app.token(email)}` },
  });
const handInText = async (app: ApiTest, id: number, text = WORK) =>
  expect((await app.call(STUDENT, 'POST', `/api/assignments/${id}/submissions`, { text })).status).toBe(201);
const refusal = (res: Awaited<ReturnType<typeof draft>>) => ({
  status: res.statusCode,
  json: String(res.headers['content-type']).includes('application/json'),
  code: (res.json() as { error: { code: string } }).error.code,
});

describe('feedback draft refusals', () => {
  it('refuses a student and a teacher of another section (403), no hand-in and unknown ones (404)', async () => {
    const id = await c.assignment('Refusals');
    const other = await c.assignment('Not mine', {}, c.otherSection);
    expect(refusal(await draft(t, id, c.me))).toEqual({ status: 404, json: true, code: 'not_found' });
    // an autosaved draft is not handed in
    expect((await t.call(STUDENT, 'PUT', `/api/assignments/${id}/draft`, { text: WORK })).status).toBe(200);
    expect(refusal(await draft(t, id, c.me))).toEqual({ status: 404, json: true, code: 'not_found' });
    await handInText(t, id);
    expect((await draft(t, id, c.me, STUDENT)).statusCode).toBe(403);
    expect(refusal(await draft(t, other, c.me))).toEqual({ status: 403, json: true, code: 'forbidden' });
    expect(refusal(await draft(t, 999_999, c.me))).toEqual({ status: 404, json: true, code: 'not_found' });
    expect((await draft(t, id, c.teacher)).statusCode).toBe(404);
    expect(t.model.requests).toHaveLength(0);
  });

  it('refuses a hand-in without text, 422 no_text: files, a quiz, blank text', async () => {
    const files = await c.assignment('Files only', { submission_kind: 'files' });
    const body = multipart([{ name: 'report.pdf', data: pdf('%report\n') }]);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/assignments/${files}/submissions`,
      headers: { authorization: `Bearer ${await t.token(STUDENT)}`, ...body.headers },
      payload: body.payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(refusal(await draft(t, files, c.me))).toEqual({ status: 422, json: true, code: 'no_text' });

    const quiz = await c.assignment('Quiz only', { submission_kind: 'none' });
    const made = await t.call(TEACHER, 'PUT', `/api/assignments/${quiz}/quiz`, {
      shuffle: false,
      time_limit_minutes: 30,
      max_attempts: 1,
      questions: [{ kind: 'essay', stem: 'Explain photosynthesis.', choices: [], answer: null, points: 5 }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const attempt = await t.call(STUDENT, 'POST', `/api/assignments/${quiz}/quiz/attempts`);
    const question = attempt.body.data.questions[0].id as number;
    const at = `/api/quiz-attempts/${attempt.body.data.id}`;
    expect((await t.call(STUDENT, 'PUT', `${at}/answers/${question}`, { response: WORK })).status).toBe(200);
    expect((await t.call(STUDENT, 'POST', `${at}/submit`)).status).toBe(200);
    expect(refusal(await draft(t, quiz, c.me))).toEqual({ status: 422, json: true, code: 'no_text' });

    const blank = await c.assignment('Blank');
    await handInText(t, blank, ' \n ');
    expect(refusal(await draft(t, blank, c.me))).toEqual({ status: 422, json: true, code: 'no_text' });
    expect(t.model.requests).toHaveLength(0);
  });

  it('ends the stream with an error event when the model server fails mid-way, keeping what was sent', async () => {
    const id = await c.assignment('Mid-stream');
    await handInText(t, id);
    t.model.set({ errorAfterTokens: 3 });
    const res = await draft(t, id, c.me);
    expect(res.statusCode).toBe(200);
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['delta', 'delta', 'delta', 'error']);
    expect(events.at(-1)!.data).toMatchObject({ code: 'ai_provider_error', message: expect.any(String) });
  });

  it('ends the stream with an error event when the model server refuses before its first token', async () => {
    const id = await c.assignment('Refused upstream');
    await handInText(t, id);
    t.model.set({ failStatus: 500, failMessage: 'The model is overloaded' });
    const res = await draft(t, id, c.me);
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['error']);
    expect(events[0].data).toMatchObject({ code: expect.stringMatching(/^ai_provider_/) });
    expect(t.model.requests).toHaveLength(1);
  });
});

describe('feedback draft without a model', () => {
  const bare = useApiTest({ AI_BASE_URL: '', AI_MODEL: '' });
  const b = useClassroom(() => bare);

  it('answers 503 ai_not_configured as JSON before any stream', async () => {
    const id = await b.assignment('No model');
    await handInText(bare, id);
    const res = await draft(bare, id, b.me);
    expect(refusal(res)).toEqual({ status: 503, json: true, code: 'ai_not_configured' });
    expect((res.json() as { error: { message: string } }).error.message).toContain('AI_BASE_URL');
  });
});
