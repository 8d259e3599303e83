import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, useToolsApp, parseSse, PLATFORM_KEY, textOf, MCQ_REQUEST } from './tools-support.ts';
import { DEFAULT_REPLY } from '../fixtures/openai-server.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { loginAs } from '../helpers/oidc-login.ts';
import { TEACHER } from '../helpers/demo-accounts.ts';

const t = useToolsApp();
beforeEach(() => t.model.reset());

const mcq = MCQ_REQUEST;

async function generate(slug: string, body: object, email = TEACHER) {
  return t.app.inject({
    method: 'POST',
    url: `/api/tools/${slug}/generate`,
    headers: bearer(await t.token(email)),
    payload: body,
  });
}

describe('POST /api/tools/{slug}/generate', () => {
  it('relays the model stream as delta events, then done with the usage', async () => {
    const res = await generate('question-generator', mcq);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(5);
    expect(textOf(events)).toBe(DEFAULT_REPLY);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const req = t.model.requests[0];
    expect(done.data.usage).toEqual({
      prompt_tokens: expect.any(Number),
      completion_tokens: req.tokensSent,
      total_tokens: expect.any(Number),
    });
    expect(req.body.model).toBe('test-model');
    expect(req.authorization).toBe(`Bearer ${PLATFORM_KEY}`);
    expect(req.body.stream).toBe(true);
  });

  it('builds the prompt from CommonCharacter, the tool template and the inputs', async () => {
    await generate('question-generator', mcq);
    const [system, user] = t.model.requests[0].body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('teaching assistant');
    expect(user.content).toContain('3 Multiple choice questions for Grade 7 students in Science');
    expect(user.content).toContain('Photosynthesis');
  });

  it('sends follow-up turns after the first prompt, keeping the conversation', async () => {
    await generate('question-generator', {
      ...mcq,
      conversation: [
        { role: 'assistant', content: 'Q1...' },
        { role: 'user', content: 'Make it shorter' },
      ],
    });
    const msgs = t.model.requests[0].body.messages;
    expect(msgs.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(msgs[3].content).toBe('Make it shorter');
  });

  it('refuses bodies that do not match the tool schema, before calling the model', async () => {
    for (const body of [
      { ...mcq, questionType: 'true-false' },
      { ...mcq, topic: undefined },
      { ...mcq, extra: 1 },
      { ...mcq, count: 99 },
    ]) {
      const res = await generate('question-generator', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(t.model.requests).toHaveLength(0);
  });

  it('ends with an error event on a provider failure mid-stream, keeping what was streamed', async () => {
    t.model.set({ errorAfterTokens: 4 });
    const res = await generate('question-generator', mcq);
    const events = parseSse(res.body);
    expect(events.filter((e) => e.event === 'delta')).toHaveLength(4);
    const last = events.at(-1)!;
    expect(last.event).toBe('error');
    expect(last.data).toMatchObject({
      code: 'ai_provider_error',
      message: expect.stringContaining('crashed mid-stream'),
    });
    expect(events.some((e) => e.event === 'done')).toBe(false);
  });

  it('never lets the API key out, even when the model server echoes it', async () => {
    t.model.set({ failStatus: 401, failMessage: `Incorrect API key provided: ${PLATFORM_KEY}` });
    const res = await generate('question-generator', mcq);
    const last = parseSse(res.body).at(-1)!;
    expect(last).toMatchObject({ event: 'error', data: { code: 'ai_provider_auth' } });
    expect(res.body).not.toContain(PLATFORM_KEY);
    expect(res.body).toContain('***');
  });

  it('waits through a slow first token', async () => {
    t.model.set({ firstTokenDelayMs: 400 });
    const started = Date.now();
    const res = await generate('question-generator', mcq);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    expect(textOf(parseSse(res.body))).toBe(DEFAULT_REPLY);
  });

  it('stops the upstream call when the client disconnects', async () => {
    t.model.set({ tokenDelayMs: 40, reply: 'word '.repeat(200) });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${address}/api/tools/question-generator/generate`, {
      method: 'POST',
      headers: { ...bearer(await t.token(TEACHER)), 'content-type': 'application/json' },
      body: JSON.stringify(mcq),
      signal: abort.signal,
    });
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes('event: delta')) seen += new TextDecoder().decode((await reader.read()).value);
    const disconnected = t.model.nextDisconnect();
    abort.abort();
    const rec = await disconnected;
    expect(rec.disconnected).toBe(true);
    expect(rec.tokensSent).toBeLessThan(200);
    // The usage row is closed as aborted.
    await expect
      .poll(
        async () =>
          (
            await sql<{ status: string }>`SELECT status FROM platform.ai_usage ORDER BY id DESC LIMIT 1`.execute(
              t.app.database.db,
            )
          ).rows[0].status,
      )
      .toBe('aborted');
  });

  it('refuses a student (no teacher_tools.read) with 403', async () => {
    const res = await generate('question-generator', mcq, 'student@demo-academy.test');
    expect(res.statusCode).toBe(403);
  });

  it('checks the reading grade of leveled text and regenerates once when it misses', async () => {
    const hard =
      'Photosynthesis constitutes the fundamental biochemical mechanism whereby chlorophyll-containing organisms transform electromagnetic radiation into chemical energy, subsequently synthesizing carbohydrates. '.repeat(
        3,
      );
    const easy =
      'Plants make their own food from sunlight. Their green leaves catch the light and turn it into energy. Water comes up from the roots, and air comes in through tiny holes in each leaf. '.repeat(
        3,
      );
    t.model.set({ reply: (body) => (body.messages.length > 2 ? easy : hard) });
    const res = await generate('text-leveler', { gradeLevel: 'Grade 3', text: hard, language: 'English' });
    const events = parseSse(res.body);
    const names = events.map((e) => e.event).filter((e) => e !== 'delta');
    expect(names).toEqual(['readability', 'restart', 'readability', 'checks', 'done']);
    expect(events.find((e) => e.event === 'readability')!.data).toMatchObject({
      target: 3,
      inBand: false,
      retrying: true,
    });
    const final = events.at(-1)!.data.readability as { grade: number; inBand: boolean };
    expect(final.inBand).toBe(true);
    expect(t.model.requests).toHaveLength(2);
    expect(t.model.requests[1].body.messages.at(-1)!.content).toMatch(/measures reading grade .* target is grade 3/);
  });
});

/** Reading usage writes the rows still batched; then the table is emptied. */
async function clearUsage() {
  await t.app.inject({
    method: 'GET',
    url: '/api/ai-admin/usage',
    headers: bearer(await t.token('admin@demo-academy.test')),
  });
  await sql`DELETE FROM platform.ai_usage`.execute(t.app.database.db);
}

describe('quotas', () => {
  it('answers 429 with the reset time once the role quota is used, before calling the model', async () => {
    const admin = await t.token('admin@demo-academy.test');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/ai-admin/rate-limits/teacher',
      headers: bearer(admin),
      payload: { requestsPerDay: 2, tokensPerDay: null },
    });
    expect(put.statusCode).toBe(200);
    await clearUsage();
    expect((await generate('question-generator', mcq)).statusCode).toBe(200);
    expect((await generate('question-generator', mcq)).statusCode).toBe(200);
    const res = await generate('question-generator', mcq);
    expect(res.statusCode).toBe(429);
    const err = res.json().error;
    expect(err).toMatchObject({ code: 'quota_exceeded', scope: 'user', kind: 'requests', limit: 2, used: 2 });
    expect(new Date(err.resetAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(err.resetAt).getUTCHours()).toBe(0);
    expect(t.model.requests).toHaveLength(2);
    // Another role of the same school is not affected by the teachers' quota.
    expect((await generate('question-generator', mcq, 'admin@demo-academy.test')).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/ai-admin/rate-limits/teacher',
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(204);
    expect((await generate('question-generator', mcq)).statusCode).toBe(200);
  });

  it('records usage per user and tool', async () => {
    await clearUsage();
    await generate('question-generator', mcq);
    await generate('rubric-generator', { gradeLevel: 'Grade 5', topic: 'A poster', levels: 4, points: 20 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ai-admin/usage',
      headers: bearer(await t.token('admin@demo-academy.test')),
    });
    const rows = res.json().rows as { email: string; tool_slug: string; requests: number; tokens: number }[];
    expect(rows.map((r) => [r.email, r.tool_slug, r.requests]).sort()).toEqual([
      [TEACHER, 'question-generator', 1],
      [TEACHER, 'rubric-generator', 1],
    ]);
    expect(rows.every((r) => r.tokens > 0)).toBe(true);
  });
});

describe('without a model', () => {
  it('answers 503 ai_not_configured before any stream, and says so in the status', async () => {
    const bare = await createTestApp({ AI_BASE_URL: '', AI_MODEL: '' });
    try {
      const token = (await loginAs(bare.app, TEACHER)).access_token;
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/tools/question-generator/generate',
        headers: bearer(token),
        payload: mcq,
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().error.code).toBe('ai_not_configured');
      expect(res.json().error.message).toContain('AI_BASE_URL');
      const status = await bare.app.inject({ method: 'GET', url: '/api/tools/status', headers: bearer(token) });
      expect(status.json()).toMatchObject({ configured: false });
    } finally {
      await bare.close();
    }
  });
});
