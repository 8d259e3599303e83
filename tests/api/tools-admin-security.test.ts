// AI administration against misuse: a school's model-server URL may not reach loopback, private or
// metadata addresses (when saved, and again when connecting), redirects are not followed, what such
// a server answers is not passed on, a stored key does not follow a changed host, every change is
// audited without the key, and a school cannot lift the platform's quotas.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, createToolsApp, parseSse, type ToolsApp } from './tools-support.ts';
import { startOpenAiServer, type FakeOpenAi } from '../fixtures/openai-server.ts';
import { aiServices } from '../../server/ai/services.ts';
import { ADMIN, TEACHER, OPERATOR } from '../helpers/demo-accounts.ts';

const KEY = 'sk-school-secret-93ab1c77';
const SECRET_REPLY = 'INTERNAL-ONLY-7f3e instance credentials';
const rubric = { gradeLevel: 'Grade 5', subject: 'Art', topic: 'A self-portrait', levels: 4, points: 20 };

/** A loopback HTTP server standing for something inside the network: it counts hits and tells secrets. */
interface Victim {
  url: string;
  port: number;
  hits: string[];
  close(): Promise<void>;
}
async function startServer(handle: http.RequestListener): Promise<Victim> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let t: ToolsApp;
let school: FakeOpenAi;
let victim: Victim;
let redirector: Victim;
beforeAll(async () => {
  school = await startOpenAiServer({ reply: 'From the school model.' });
  victim = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(SECRET_REPLY));
  redirector = await startServer((_req, res) =>
    res.writeHead(302, { location: `${victim.url}/v1/chat/completions` }).end(),
  );
  // Only the school's server and the redirector are allowed; the victim's port is not.
  t = await createToolsApp({}, { OUTBOUND_ALLOW_HOSTS: `${new URL(school.url).host}, 127.0.0.1:${redirector.port}` });
});
afterAll(async () => {
  await t?.close();
  await school?.close();
  await victim?.close();
  await redirector?.close();
});
beforeEach(() => {
  school.reset();
  victim.hits.length = 0;
  redirector.hits.length = 0;
});

const tenantId = async (schema: string) =>
  (await sql<{ id: number }>`SELECT id FROM platform.tenants WHERE name = ${schema}`.execute(t.app.database.db)).rows[0]
    .id;
async function call(email: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(await t.token(email)), payload });
}
const setProvider = async (id: number, body: Record<string, unknown>) =>
  call(OPERATOR, 'PUT', `/api/ai-admin/providers/${id}`, { providerName: 'School', model: 'school-model', ...body });
const storedProvider = async (id: number) =>
  (
    await sql<{
      base_url: string;
      api_key_enc: string | null;
    }>`SELECT base_url, api_key_enc FROM platform.app_providers WHERE tenant_id = ${id}`.execute(t.app.database.db)
  ).rows[0];
/** After a write straight to the table: the app's provider cache would otherwise keep the old row. */
const invalidate = (id: number) => aiServices(t.app.database.db, t.config).providers.invalidate(id);
const clearProvider = async (id: number) => {
  await sql`DELETE FROM platform.app_providers WHERE tenant_id = ${id}`.execute(t.app.database.db);
  invalidate(id);
};

describe('model-server URLs entered in the app', () => {
  it.each([
    ['loopback', 'http://127.0.0.1:11434/v1'],
    ['loopback v6', 'http://[::1]:11434/v1'],
    ['loopback in hex', 'http://0x7f000001/v1'],
    ['loopback as one number', 'http://2130706433/v1'],
    ['loopback shortened', 'http://127.1/v1'],
    ['loopback in octal', 'http://0177.0.0.1/v1'],
    ['loopback by name', 'http://localhost:11434/v1'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/v1'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data'],
    ['IPv4-mapped metadata', 'http://[::ffff:a9fe:a9fe]/latest'],
    ['private 10/8', 'https://10.1.2.3/v1'],
    ['private 172.16/12', 'http://172.20.0.5/v1'],
    ['private 192.168/16', 'http://192.168.1.10:8000/v1'],
    ['carrier-grade NAT', 'http://100.64.0.1/v1'],
    ['unspecified', 'http://0.0.0.0:11434/v1'],
    ['multicast', 'http://224.0.0.251/v1'],
    ['unique-local v6', 'http://[fd12:3456::1]/v1'],
    ['link-local v6', 'http://[fe80::1]/v1'],
  ])('refuses a %s address with 400 and stores nothing (%s)', async (_what, baseUrl) => {
    const id = await tenantId('riverside_lms');
    const res = await setProvider(id, { baseUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'outbound_address_refused',
      message: expect.stringContaining('OUTBOUND_ALLOW_HOSTS'),
    });
    expect(await storedProvider(id)).toBeUndefined();
  });

  it.each([
    ['a query string', 'https://1.1.1.1/v1?x=1'],
    ['a trailing ?x=1#', 'https://1.1.1.1/v1?x=1#'],
    ['a fragment', 'https://1.1.1.1/v1#frag'],
    ['credentials', 'https://user:pw@1.1.1.1/v1'],
  ])('refuses a base URL with %s (400 invalid_base_url)', async (_what, baseUrl) => {
    const id = await tenantId('riverside_lms');
    const res = await setProvider(id, { baseUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_base_url');
    expect(await storedProvider(id)).toBeUndefined();
  });

  it('accepts a public address, and a loopback host the platform allows', async () => {
    const id = await tenantId('riverside_lms');
    const pub = await setProvider(id, { baseUrl: 'https://1.1.1.1/v1/' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().baseUrl).toBe('https://1.1.1.1/v1');
    const allowed = await setProvider(id, { baseUrl: school.url });
    expect(allowed.statusCode).toBe(200);
    const gen = await call('admin@riverside.test', 'POST', '/api/tools/rubric-generator/generate', rubric);
    expect(parseSse(gen.body).map((e) => e.event)).toContain('done');
    expect(school.requests).toHaveLength(1);
    await clearProvider(id);
  });

  it('checks the address again when connecting, so a name that now resolves to loopback is refused', async () => {
    const id = await tenantId('riverside_lms');
    // Stored directly, as if the name had resolved to a public address when it was saved and to
    // loopback now (DNS rebinding); then the same with an IP literal, which needs no lookup.
    for (const baseUrl of [`http://localhost:${victim.port}/v1`, `${victim.url}/v1`]) {
      await clearProvider(id);
      await sql`INSERT INTO platform.app_providers (tenant_id, provider_name, base_url, model)
        VALUES (${id}, 'rebound', ${baseUrl}, 'm')`.execute(t.app.database.db);
      invalidate(id);
      const test = await call(OPERATOR, 'POST', `/api/ai-admin/providers/${id}/test`);
      expect(test.json()).toMatchObject({ ok: false, code: 'outbound_address_refused' });
      const gen = await call('admin@riverside.test', 'POST', '/api/tools/rubric-generator/generate', rubric);
      expect(parseSse(gen.body).at(-1)).toMatchObject({ event: 'error', data: { code: 'outbound_address_refused' } });
    }
    expect(victim.hits).toEqual([]);
    await clearProvider(id);
  });

  it('does not follow redirects and never passes on what the server said', async () => {
    const id = await tenantId('riverside_lms');
    expect((await setProvider(id, { baseUrl: `${redirector.url}/v1` })).statusCode).toBe(200);
    const test = await call(OPERATOR, 'POST', `/api/ai-admin/providers/${id}/test`);
    expect(test.json()).toMatchObject({ ok: false, message: 'The model server answered 302.' });
    expect(redirector.hits).toHaveLength(1);
    expect(victim.hits).toEqual([]);

    // An allowed server that answers with an error body: only the status comes back.
    expect((await setProvider(id, { baseUrl: school.url })).statusCode).toBe(200);
    school.set({ failStatus: 404, failMessage: SECRET_REPLY });
    const failed = await call(OPERATOR, 'POST', `/api/ai-admin/providers/${id}/test`);
    expect(failed.json()).toMatchObject({ ok: false, message: 'The model server answered 404.' });
    const gen = await call('admin@riverside.test', 'POST', '/api/tools/rubric-generator/generate', rubric);
    expect(parseSse(gen.body).at(-1)).toMatchObject({ event: 'error', data: { code: 'ai_provider_error' } });
    for (const body of [failed.body, gen.body]) expect(body).not.toContain('INTERNAL-ONLY');
    await clearProvider(id);
  });
});

describe('a stored key and a changed host', () => {
  it('asks for the key again when the host changes, and keeps it when only the path or model changes', async () => {
    const id = await tenantId('ncsa_lms');
    expect((await setProvider(id, { baseUrl: school.url, apiKey: KEY })).statusCode).toBe(200);
    const sealed = (await storedProvider(id)).api_key_enc;

    const moved = await setProvider(id, { baseUrl: 'https://1.1.1.1/v1' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().error).toMatchObject({
      code: 'ai_provider_key_required',
      message: expect.stringContaining('Enter the API key again'),
    });
    expect(await storedProvider(id)).toEqual({ base_url: school.url, api_key_enc: sealed });

    // Same scheme, host and port: the key stays.
    const samePlace = await setProvider(id, { baseUrl: `${school.url}/`, model: 'other-model' });
    expect(samePlace.statusCode).toBe(200);
    expect((await storedProvider(id)).api_key_enc).toBe(sealed);

    // A new key, or removing it, may go with a new host.
    expect((await setProvider(id, { baseUrl: 'https://1.1.1.1/v1', apiKey: 'sk-new-host-key' })).statusCode).toBe(200);
    expect((await setProvider(id, { baseUrl: 'https://8.8.8.8/v1', apiKey: null })).statusCode).toBe(200);
    expect(await storedProvider(id)).toEqual({ base_url: 'https://8.8.8.8/v1', api_key_enc: null });
    await clearProvider(id);
  });
});

interface AuditRow {
  action: string;
  resource: string;
  record_id: string;
  tenant_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
async function auditRows(email: string, resource: string): Promise<AuditRow[]> {
  const res = await call(email, 'POST', '/api/query/listmodel', {
    bizobjfile: 'audit',
    api: 'audit_log',
    filter: [['resource', '=', resource]],
    sort: [['id', 'asc']],
    rowsize: 100,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data[0].rows;
}

describe('auditing AI administration', () => {
  it('records provider changes, saying whether a key was set, never the key', async () => {
    const id = await tenantId('lms');
    await setProvider(id, { baseUrl: school.url, apiKey: KEY });
    await setProvider(id, { baseUrl: school.url, apiKey: `${KEY}-2` });
    await setProvider(id, { baseUrl: school.url, model: 'renamed' });
    expect((await call(OPERATOR, 'DELETE', `/api/ai-admin/providers/${id}`)).statusCode).toBe(204);

    const rows = await auditRows(OPERATOR, 'app_providers');
    const mine = rows.filter((r) => r.record_id === String(id));
    expect(mine.map((r) => r.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(mine[0].after).toMatchObject({ base_url: school.url, model: 'school-model', api_key: 'set' });
    expect(mine[1].after).toMatchObject({ api_key: 'replaced' });
    expect(mine[2]).toMatchObject({ before: { model: 'school-model' }, after: { model: 'renamed', api_key: 'set' } });
    expect(mine[3].before).toMatchObject({ model: 'renamed' });
    expect(mine.every((r) => r.tenant_id === id)).toBe(true);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(KEY);
    expect(text).not.toContain('api_key_enc');
    expect(text).not.toContain('v1:');
    // The school's own administrator sees the change to its school in its audit log.
    expect((await auditRows(ADMIN, 'app_providers')).map((r) => r.action)).toEqual([
      'create',
      'update',
      'update',
      'delete',
    ]);
  });

  it('records quota and prompt-template changes', async () => {
    await call(ADMIN, 'PUT', '/api/ai-admin/rate-limits/teacher', { requestsPerDay: 20, tokensPerDay: 2000 });
    await call(ADMIN, 'PUT', '/api/ai-admin/rate-limits/teacher', { requestsPerDay: 10, tokensPerDay: 2000 });
    await call(ADMIN, 'DELETE', '/api/ai-admin/rate-limits/teacher');
    const quotas = await auditRows(ADMIN, 'ai_quotas');
    expect(quotas.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(quotas[1]).toMatchObject({ before: { requests_per_day: 20 }, after: { requests_per_day: 10 } });

    await call(ADMIN, 'PUT', '/api/ai-admin/tt-templates/rubric-generator', { body: 'Rubric on {{topic}}' });
    await call(ADMIN, 'DELETE', '/api/ai-admin/tt-templates/rubric-generator');
    const templates = await auditRows(ADMIN, 'prompt_templates');
    expect(templates.map((r) => [r.action, (r.after ?? r.before)?.template_name])).toEqual([
      ['create', 'tt/rubric-generator'],
      ['delete', 'tt/rubric-generator'],
    ]);
    expect(templates[0].after).toMatchObject({ body: 'Rubric on {{topic}}' });

    // Platform defaults are recorded too, without a tenant (operators see them).
    await call(OPERATOR, 'PUT', '/api/ai-admin/platform-tt-templates/CommonCharacter', { body: 'Be kind.' });
    await call(OPERATOR, 'PUT', '/api/ai-admin/rate-limits/home-school', {
      tenantId: 'platform',
      requestsPerDay: 90,
      tokensPerDay: 90000,
    });
    const platform = [
      ...(await auditRows(OPERATOR, 'prompt_templates')),
      ...(await auditRows(OPERATOR, 'ai_quotas')),
    ].filter((r) => r.tenant_id === null);
    expect(platform.map((r) => [r.action, r.resource])).toEqual([
      ['update', 'prompt_templates'],
      ['update', 'ai_quotas'],
    ]);
  });
});

describe('platform quotas are a ceiling', () => {
  it("refuses a school's limit above the platform's with 422 naming the ceiling", async () => {
    // The platform allows teachers 200 requests and 200000 tokens a day.
    const above = await call(ADMIN, 'PUT', '/api/ai-admin/rate-limits/teacher', {
      requestsPerDay: 1_000_000,
      tokensPerDay: null,
    });
    expect(above.statusCode).toBe(422);
    expect(above.json().error).toMatchObject({ code: 'quota_above_platform', kind: 'requests', ceiling: 200 });
    expect(above.json().error.message).toContain('at most 200 requests a day');
    const tokens = await call(ADMIN, 'PUT', '/api/ai-admin/rate-limits/*', { requestsPerDay: 10, tokensPerDay: 6e6 });
    expect(tokens.statusCode).toBe(422);
    expect(tokens.json().error).toMatchObject({ kind: 'tokens', ceiling: 5_000_000 });
    // Operators cannot lift it for a school either; they change the platform's row instead.
    const op = await call(OPERATOR, 'PUT', '/api/ai-admin/rate-limits/teacher', {
      tenantId: String(await tenantId('lms')),
      requestsPerDay: 201,
      tokensPerDay: null,
    });
    expect(op.statusCode).toBe(422);
    const own = (await call(ADMIN, 'GET', '/api/ai-admin/rate-limits')).json().own;
    expect(own).toEqual([]);
  });

  it('applies the lower of the two, so an empty school limit does not lift the platform limit', async () => {
    const platformTeacher = (requestsPerDay: number) =>
      call(OPERATOR, 'PUT', '/api/ai-admin/rate-limits/teacher', {
        tenantId: 'platform',
        requestsPerDay,
        tokensPerDay: 200000,
      });
    expect((await platformTeacher(1)).statusCode).toBe(200);
    try {
      // The school's row leaves both limits empty: that used to mean "unlimited" and win.
      const open = await call(ADMIN, 'PUT', '/api/ai-admin/rate-limits/teacher', {
        requestsPerDay: null,
        tokensPerDay: null,
      });
      expect(open.statusCode).toBe(200);
      const page = (await call(ADMIN, 'GET', '/api/ai-admin/rate-limits')).json();
      expect(page.effective).toContainEqual({ role: 'teacher', requestsPerDay: 1, tokensPerDay: 200000 });
      await call(ADMIN, 'GET', '/api/ai-admin/usage');
      await sql`DELETE FROM platform.ai_usage`.execute(t.app.database.db);
      aiServices(t.app.database.db, t.config).quotas.invalidate(await tenantId('lms'));
      const first = await call(TEACHER, 'POST', '/api/tools/rubric-generator/generate', rubric);
      const second = await call(TEACHER, 'POST', '/api/tools/rubric-generator/generate', rubric);
      expect([first.statusCode, second.statusCode]).toEqual([200, 429]);
      expect(second.json().error).toMatchObject({ code: 'quota_exceeded', scope: 'user', limit: 1 });
    } finally {
      await call(ADMIN, 'DELETE', '/api/ai-admin/rate-limits/teacher');
      await platformTeacher(200);
    }
  });
});
