import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, useToolsApp, parseSse, textOf } from './tools-support.ts';
import { DEFAULT_REPLY } from '../fixtures/openai-server.ts';
import { TEACHER, STUDENT } from '../helpers/demo-accounts.ts';

const t = useToolsApp();
beforeEach(() => t.model.reset());

/** A call whose answer may have no body (204). */
async function send(email: string, method: 'DELETE' | 'GET', url: string) {
  return (await t.app.inject({ method, url, headers: bearer(await t.token(email)) })).statusCode;
}

const newConversation = async (email = TEACHER, body: object = {}) => {
  const res = await t.call(email, 'POST', '/api/ai/chat/conversations', body);
  expect(res.status).toBe(201);
  return res.body as { id: number; title: string; templateName: string };
};

async function ask(id: number, content: string, email = TEACHER) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ai/chat/conversations/${id}/messages`,
    headers: bearer(await t.token(email)),
    payload: { content },
  });
}

describe('/api/ai/chat', () => {
  it('streams the answer, keeps both turns, and sends the history with the next question', async () => {
    const conv = await newConversation();
    expect(conv.templateName).toBe('chat/General assistant');
    const res = await ask(conv.id, 'What is a fraction?');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    expect(textOf(events)).toBe(DEFAULT_REPLY);
    expect(events.at(-1)!.event).toBe('done');
    const [system, user] = t.model.requests[0].body.messages;
    expect(system).toMatchObject({ role: 'system', content: expect.stringContaining('helpful, patient assistant') });
    expect(user).toEqual({ role: 'user', content: 'What is a fraction?' });

    const got = await t.call(TEACHER, 'GET', `/api/ai/chat/conversations/${conv.id}`);
    expect(got.body.conversation.title).toBe('What is a fraction?');
    expect(got.body.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', 'What is a fraction?'],
      ['assistant', DEFAULT_REPLY],
    ]);

    await ask(conv.id, 'And a decimal?');
    expect(t.model.requests[1].body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('uses the template chosen for the conversation, renames, searches and deletes', async () => {
    const conv = await newConversation(TEACHER, { templateName: 'chat/Socratic tutor' });
    await ask(conv.id, 'Explain osmosis');
    expect(t.model.requests[0].body.messages[0].content).toContain('Socratic tutor');
    const bad = await t.call(TEACHER, 'PATCH', `/api/ai/chat/conversations/${conv.id}`, { templateName: 'chat/Nope' });
    expect(bad.status).toBe(400);
    const renamed = await t.call(TEACHER, 'PATCH', `/api/ai/chat/conversations/${conv.id}`, { title: 'Biology' });
    expect(renamed.body.title).toBe('Biology');
    const found = await t.call(TEACHER, 'GET', '/api/ai/chat/conversations?q=osmo');
    expect(found.body.rows.map((r: { id: number }) => r.id)).toEqual([conv.id]);
    // Another user cannot open it.
    expect((await t.call('admin@demo-academy.test', 'GET', `/api/ai/chat/conversations/${conv.id}`)).status).toBe(404);
    expect(await send(TEACHER, 'DELETE', `/api/ai/chat/conversations/${conv.id}`)).toBe(204);
    expect((await t.call(TEACHER, 'GET', `/api/ai/chat/conversations/${conv.id}`)).status).toBe(404);
  });

  it('regenerates the last answer in place', async () => {
    const conv = await newConversation();
    await ask(conv.id, 'Name a prime');
    t.model.set({ reply: 'Seven.' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ai/chat/conversations/${conv.id}/regenerate`,
      headers: bearer(await t.token(TEACHER)),
    });
    expect(textOf(parseSse(res.body))).toBe('Seven.');
    expect(t.model.requests[1].body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const got = await t.call(TEACHER, 'GET', `/api/ai/chat/conversations/${conv.id}`);
    expect(got.body.messages.map((m: { content: string }) => m.content)).toEqual(['Name a prime', 'Seven.']);
  });

  it('stops the model when the page stops, keeping what was said as stopped', async () => {
    t.model.set({ tokenDelayMs: 40, reply: 'word '.repeat(200) });
    const conv = await newConversation();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${address}/api/ai/chat/conversations/${conv.id}/messages`, {
      method: 'POST',
      headers: { ...bearer(await t.token(TEACHER)), 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Talk for a long time' }),
      signal: abort.signal,
    });
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes('event: delta')) seen += new TextDecoder().decode((await reader.read()).value);
    const disconnected = t.model.nextDisconnect();
    abort.abort();
    const rec = await disconnected;
    expect(rec.tokensSent).toBeLessThan(200);
    await expect
      .poll(async () => (await t.call(TEACHER, 'GET', `/api/ai/chat/conversations/${conv.id}`)).body.messages.at(-1))
      .toMatchObject({ role: 'assistant', status: 'stopped', content: expect.stringMatching(/^word( word)*$/) });
  });

  it('answers 429 once the daily quota is used, before calling the model and keeping nothing', async () => {
    const admin = 'admin@demo-academy.test';
    await t.call(admin, 'PUT', '/api/ai-admin/rate-limits/teacher', { requestsPerDay: 1, tokensPerDay: null });
    await t.call(admin, 'GET', '/api/ai-admin/usage');
    await sql`DELETE FROM platform.ai_usage`.execute(t.app.database.db);
    const conv = await newConversation();
    expect((await ask(conv.id, 'One')).statusCode).toBe(200);
    const res = await ask(conv.id, 'Two');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({ code: 'quota_exceeded', scope: 'user', limit: 1, used: 1 });
    expect(t.model.requests).toHaveLength(1);
    const got = await t.call(TEACHER, 'GET', `/api/ai/chat/conversations/${conv.id}`);
    expect(got.body.messages).toHaveLength(2);
    await send(admin, 'DELETE', '/api/ai-admin/rate-limits/teacher');
    // The usage row names the chat as its tool.
    await t.call(admin, 'GET', '/api/ai-admin/usage');
    const usage = await sql<{ tool_slug: string }>`SELECT tool_slug FROM platform.ai_usage`.execute(t.app.database.db);
    expect(usage.rows.map((r) => r.tool_slug)).toEqual(['chat']);
  });

  it("screens a student's message: a risky one gets the safe answer and never reaches the model", async () => {
    const conv = await newConversation(STUDENT);
    const res = await ask(conv.id, 'Everyone hates me and I want to kill myself', STUDENT);
    const events = parseSse(res.body);
    expect(events[0]).toMatchObject({ event: 'safety', data: { category: 'self_harm' } });
    expect(textOf(events)).toContain('988');
    expect(t.model.requests).toHaveLength(0);
    // A plain question from the same student goes to the model without the risky turn.
    await ask(conv.id, 'How do plants grow?', STUDENT);
    expect(t.model.requests[0].body.messages.map((m) => m.content)).toEqual([
      expect.any(String),
      'How do plants grow?',
    ]);
  });

  it("lets a school override a chat template and mark its own default; operators alone change the platform's", async () => {
    const admin = 'admin@demo-academy.test';
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/ai/prompt-templates/tenant',
      headers: bearer(await t.token(admin)),
      payload: { name: 'chat/Science helper', body: 'You help with science.', isDefault: true },
    });
    expect(put.statusCode).toBe(204);
    const rows = (await t.call(admin, 'GET', '/api/ai/prompt-templates/tenant')).body.rows as {
      name: string;
      isDefault: boolean;
      source: string;
    }[];
    expect(rows.filter((r) => r.isDefault).map((r) => r.name)).toEqual(['chat/Science helper']);
    expect(rows.find((r) => r.name === 'chat/General assistant')).toMatchObject({
      source: 'platform',
      isDefault: false,
    });
    // A new conversation starts with the school's default, as the list query reads it.
    expect((await newConversation()).templateName).toBe('chat/Science helper');
    const listed = await t.list(admin, 'llm_trans', 'prompt_template', [['default_template', '=', 'Y']]);
    const names = (listed.body.data[0].rows as { template_name: string }[]).map((r) => r.template_name);
    expect(names).toContain('chat/Science helper');
    const platform = await t.app.inject({
      method: 'PUT',
      url: '/api/ai/prompt-templates/platform',
      headers: bearer(await t.token(admin)),
      payload: { name: 'chat/General assistant', body: 'x', isDefault: true },
    });
    expect(platform.statusCode).toBe(403);
    expect((await t.call(TEACHER, 'GET', '/api/ai/prompt-templates/tenant')).status).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/ai/prompt-templates/tenant?name=${encodeURIComponent('chat/Science helper')}`,
      headers: bearer(await t.token(admin)),
    });
    expect(del.statusCode).toBe(204);
    const audit =
      await sql`SELECT action FROM platform.audit_log WHERE resource = 'prompt_templates' ORDER BY id`.execute(
        t.app.database.db,
      );
    expect(audit.rows.map((r) => (r as { action: string }).action)).toEqual(['create', 'delete']);
  });
});
