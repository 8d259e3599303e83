// The open-model chat (/ai/lama-chat) lists the models of the school's server and talks to the
// chosen one; the model server's moderation endpoint flags what the lexicon misses, and a flagged
// student message gets the safe answer and an alert instead of the model's answer (docs/ai-chat.md).
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, useToolsApp, multipart, parseSse, textOf } from './tools-support.ts';
import { DEFAULT_REPLY } from '../fixtures/openai-server.ts';
import { ADMIN, TEACHER, STUDENT } from '../helpers/demo-accounts.ts';

const LAMA = '/api/ai/lama/conversations';
/** Words the on-device lexicon has no entry for, which the (loopback) moderation flags. */
const VEILED = 'I will bring the thing from the shed tomorrow and make them all pay';
const t = useToolsApp();
beforeEach(() => t.model.reset());

async function post(url: string, email: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: bearer(await t.token(email)), payload });
}

describe('open-model chat', () => {
  it("lists the server's models and answers with the one the conversation chose", async () => {
    t.model.set({ models: ['test-model', 'llama3.2:3b', 'qwen2.5:7b'] });
    const listed = await t.call(TEACHER, 'GET', '/api/ai/lama/models');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      configured: true,
      provider: 'platform',
      defaultModel: 'test-model',
      models: ['llama3.2:3b', 'qwen2.5:7b', 'test-model'],
      listed: true,
    });
    const unknown = await t.call(TEACHER, 'POST', LAMA, { model: 'gpt-9' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toHaveProperty('model');
    const conv = await t.call(TEACHER, 'POST', LAMA, { model: 'llama3.2:3b' });
    expect(conv.body).toMatchObject({ kind: 'lama', model: 'llama3.2:3b' });
    const res = await post(`${LAMA}/${conv.body.id}/messages`, TEACHER, { content: 'Hello there' });
    expect(textOf(parseSse(res.body))).toBe(DEFAULT_REPLY);
    expect(t.model.requests[0].body.model).toBe('llama3.2:3b');
    const switched = await t.call(TEACHER, 'PATCH', `${LAMA}/${conv.body.id}`, { model: 'qwen2.5:7b' });
    expect(switched.body.model).toBe('qwen2.5:7b');
    await post(`${LAMA}/${conv.body.id}/messages`, TEACHER, { content: 'Again' });
    expect(t.model.requests[1].body.model).toBe('qwen2.5:7b');
    // lama conversations stay on their own page's API
    expect((await t.call(TEACHER, 'GET', '/api/ai/chat/conversations')).body.rows).toEqual([]);
  });

  it('offers only the configured model when the server does not list its models', async () => {
    const listed = await t.call(TEACHER, 'GET', '/api/ai/lama/models');
    expect(listed.body).toMatchObject({ models: ['test-model'], listed: false });
  });
});

describe('moderation through the model server', () => {
  it('a message the moderation flags gets the safe answer and an alert, and never reaches the model', async () => {
    t.model.set({ moderation: (input) => (input.includes('make them all pay') ? ['violence'] : []) });
    const conv = await t.call(STUDENT, 'POST', '/api/ai/chat/conversations', {});
    const res = await post(`/api/ai/chat/conversations/${conv.body.id}/messages`, STUDENT, { content: VEILED });
    const events = parseSse(res.body);
    expect(events[0]).toMatchObject({ event: 'safety', data: { category: 'violence' } });
    expect(textOf(events)).toContain('trusted adult');
    expect(t.model.moderations).toEqual([VEILED]);
    expect(t.model.requests).toHaveLength(0);
    const alerts = await t.call(ADMIN, 'GET', '/api/insights/alerts?status=open');
    expect(alerts.body.rows[0]).toMatchObject({ category: 'violence', source: 'moderation' });
    expect(alerts.body.rows[0].excerpt).toContain('make them all pay');

    // an unflagged message goes on to the model
    await post(`/api/ai/chat/conversations/${conv.body.id}/messages`, STUDENT, { content: 'What is a noun?' });
    expect(t.model.moderations).toEqual([VEILED, 'What is a noun?']);
    expect(t.model.requests).toHaveLength(1);
  });
});

async function attach(id: number, email: string, name: string, text: string) {
  const body = multipart('file', name, Buffer.from(text));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/ai/chat/conversations/${id}/attachments`,
    headers: { ...bearer(await t.token(email)), ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('attached files', () => {
  it("hand the file's text to the model with every answer until removed", async () => {
    const conv = (await t.call(TEACHER, 'POST', '/api/ai/chat/conversations', {})).body;
    const notes = 'Mitochondria release energy from glucose in every cell.';
    const up = await attach(conv.id, TEACHER, 'notes.txt', notes);
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ name: 'notes.txt', chars: notes.length, truncated: false });
    expect((await attach(conv.id, TEACHER, 'tool.exe', 'MZ\u0000\u0001')).body.error.code).toBe('unsupported_file');
    await post(`/api/ai/chat/conversations/${conv.id}/messages`, TEACHER, { content: 'Summarise my notes' });
    expect(t.model.requests[0].body.messages[0].content).toContain(`### notes.txt\n${notes}`);
    const detail = await t.call(TEACHER, 'GET', `/api/ai/chat/conversations/${conv.id}`);
    expect(detail.body.attachments).toEqual([up.body]);
    // nobody else reaches the conversation's files
    expect((await attach(conv.id, STUDENT, 'x.txt', 'hello')).status).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/ai/chat/conversations/${conv.id}/attachments/${up.body.id}`,
      headers: bearer(await t.token(TEACHER)),
    });
    expect(del.statusCode).toBe(204);
    await post(`/api/ai/chat/conversations/${conv.id}/messages`, TEACHER, { content: 'And now?' });
    expect(t.model.requests[1].body.messages[0].content).not.toContain('Mitochondria');
  });

  it("stops a student's alarming file, raises the alert and never hands it to the model", async () => {
    const conv = (await t.call(STUDENT, 'POST', '/api/ai/chat/conversations', {})).body;
    const up = await attach(conv.id, STUDENT, 'diary.txt', 'Dear diary, nobody cares and I want to kill myself.');
    expect(up.status).toBe(422);
    expect(up.body.error.code).toBe('attachment_flagged');
    const alerts = (await t.call(ADMIN, 'GET', '/api/insights/alerts?status=open')).body.rows;
    expect(alerts.find((a: { excerpt: string }) => a.excerpt.startsWith('diary.txt:'))).toMatchObject({
      category: 'self_harm',
    });
    expect((await t.call(STUDENT, 'GET', `/api/ai/chat/conversations/${conv.id}`)).body.attachments).toEqual([]);
    expect(t.model.requests).toHaveLength(0);
  });
});
