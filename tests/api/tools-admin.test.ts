import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, createToolsApp, parseSse, PLATFORM_KEY, type ToolsApp } from './tools-support.ts';
import { startOpenAiServer, type FakeOpenAi } from '../fixtures/openai-server.ts';
import { ADMIN, TEACHER, OPERATOR } from '../helpers/demo-accounts.ts';

const TENANT_KEY = 'sk-tenant-only-7d1e55aa';
let t: ToolsApp;
let schoolModel: FakeOpenAi;
beforeAll(async () => {
  schoolModel = await startOpenAiServer({ reply: 'From the school model.' });
  // The school's server is on loopback, which URLs entered in the app may reach only when allowed.
  t = await createToolsApp({}, { OUTBOUND_ALLOW_HOSTS: new URL(schoolModel.url).host });
});
afterAll(async () => {
  await t?.close();
  await schoolModel?.close();
});
beforeEach(() => {
  t.model.reset();
  schoolModel.requests.length = 0;
});

const rubric = { gradeLevel: 'Grade 5', subject: 'Art', topic: 'A self-portrait', levels: 4, points: 20 };
const tenantId = async (schema: string) =>
  (await sql<{ id: number }>`SELECT id FROM platform.tenants WHERE name = ${schema}`.execute(t.app.database.db)).rows[0]
    .id;
async function call(email: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(await t.token(email)), payload });
}

describe('prompt templates', () => {
  it("uses a tenant's override for that tenant only, and the default again once it is removed", async () => {
    const put = await call(ADMIN, 'PUT', '/api/ai-admin/tt-templates/rubric-generator', {
      body: 'SCHOOL-OVERRIDE rubric for {{topic}} worth {{points}} points',
    });
    expect(put.statusCode).toBe(200);
    await call(TEACHER, 'POST', '/api/tools/rubric-generator/generate', rubric);
    const user = t.model.requests[0].body.messages[1].content;
    expect(user).toMatch(/^SCHOOL-OVERRIDE rubric for A self-portrait worth 20 points/);
    // Inputs the override leaves out still reach the model.
    expect(user).toContain('- Grade level: Grade 5');

    await call('admin@riverside.test', 'POST', '/api/tools/rubric-generator/generate', rubric);
    expect(t.model.requests[1].body.messages[1].content).toContain(
      'Create a grading rubric for Grade 5 students in Art',
    );

    const list = await call(ADMIN, 'GET', '/api/ai-admin/tt-templates');
    const row = list.json().rows.find((r: { name: string }) => r.name === 'rubric-generator');
    expect(row.body).toContain('SCHOOL-OVERRIDE');
    expect(row.platformBody).toContain('Create a grading rubric');
    expect(list.json().rows).toHaveLength(24);

    expect((await call(ADMIN, 'DELETE', '/api/ai-admin/tt-templates/rubric-generator')).statusCode).toBe(204);
    await call(TEACHER, 'POST', '/api/tools/rubric-generator/generate', rubric);
    expect(t.model.requests[2].body.messages[1].content).toContain('Create a grading rubric');
  });

  it('refuses placeholders the tool does not have', async () => {
    const res = await call(ADMIN, 'PUT', '/api/ai-admin/tt-templates/rubric-generator', {
      body: 'Rubric for {{topc}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'unknown_placeholder',
      message: expect.stringContaining('{{topc}}'),
    });
  });

  it('lets operators change platform defaults, and nobody else', async () => {
    expect(
      (await call(ADMIN, 'PUT', '/api/ai-admin/platform-tt-templates/CommonCharacter', { body: 'x' })).statusCode,
    ).toBe(403);
    expect((await call(TEACHER, 'PUT', '/api/ai-admin/tt-templates/CommonCharacter', { body: 'x' })).statusCode).toBe(
      403,
    );
    const res = await call(OPERATOR, 'PUT', '/api/ai-admin/platform-tt-templates/CommonCharacter', {
      body: 'PLATFORM-CHARACTER v2',
    });
    expect(res.statusCode).toBe(200);
    await call(TEACHER, 'POST', '/api/tools/rubric-generator/generate', rubric);
    expect(t.model.requests[0].body.messages[0]).toEqual({ role: 'system', content: 'PLATFORM-CHARACTER v2' });
  });
});

describe('model providers', () => {
  it("sends a school's generations to its own model server with its own key, which never comes back", async () => {
    const id = await tenantId('lms');
    const put = await call(OPERATOR, 'PUT', `/api/ai-admin/providers/${id}`, {
      providerName: 'School vLLM',
      baseUrl: schoolModel.url,
      model: 'school-model',
      apiKey: TENANT_KEY,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ tenantId: id, model: 'school-model', hasApiKey: true });

    const gen = await call(TEACHER, 'POST', '/api/tools/rubric-generator/generate', rubric);
    expect(parseSse(gen.body).map((e) => e.event)).toContain('done');
    expect(schoolModel.requests[0].authorization).toBe(`Bearer ${TENANT_KEY}`);
    expect(schoolModel.requests[0].body.model).toBe('school-model');
    expect(t.model.requests).toHaveLength(0);

    // Stored sealed, not in the clear.
    const stored = await sql<{
      api_key_enc: string;
    }>`SELECT api_key_enc FROM platform.app_providers WHERE tenant_id = ${id}`.execute(t.app.database.db);
    expect(stored.rows[0].api_key_enc).toMatch(/^v1:/);
    expect(stored.rows[0].api_key_enc).not.toContain(TENANT_KEY);

    // Keeping the key when it is left out of an update.
    await call(OPERATOR, 'PUT', `/api/ai-admin/providers/${id}`, {
      providerName: 'School vLLM',
      baseUrl: schoolModel.url,
      model: 'school-model-2',
    });
    await call(TEACHER, 'POST', '/api/tools/rubric-generator/generate', rubric);
    expect(schoolModel.requests[1].authorization).toBe(`Bearer ${TENANT_KEY}`);

    // No answer of any admin or tool route carries either key.
    const bodies = await Promise.all([
      call(OPERATOR, 'GET', '/api/ai-admin/providers'),
      call('admin@riverside.test', 'GET', '/api/ai-admin/providers'),
      call(TEACHER, 'GET', '/api/tools/status'),
      call(OPERATOR, 'POST', `/api/ai-admin/providers/${id}/test`),
      t.app.inject({ method: 'GET', url: '/config.json' }),
      t.app.inject({
        method: 'POST',
        url: '/api/query/listmodel',
        headers: bearer(await t.token(ADMIN)),
        payload: { bizobjfile: 'security_users', api: 'app_providers' },
      }),
    ]);
    for (const b of bodies) {
      expect(b.body).not.toContain(TENANT_KEY);
      expect(b.body).not.toContain(PLATFORM_KEY);
    }
    // A school administrator sees only its own school, read-only (lms blocks the /ei page itself).
    const ownView = bodies[1].json();
    expect(ownView.canEdit).toBe(false);
    expect(ownView.rows.map((r: { schema: string }) => r.schema)).toEqual(['riverside_lms']);
    expect((await call(ADMIN, 'GET', '/api/ai-admin/providers')).json().error.code).toBe('blocked_path');
    expect(bodies[3].json()).toMatchObject({ ok: true, source: 'tenant' });

    expect((await call(OPERATOR, 'DELETE', `/api/ai-admin/providers/${id}`)).statusCode).toBe(204);
    await call(TEACHER, 'POST', '/api/tools/rubric-generator/generate', rubric);
    expect(t.model.requests).toHaveLength(1);
  });

  it('says plainly when a stored key cannot be decrypted', async () => {
    const id = await tenantId('ncsa_lms');
    await call(OPERATOR, 'PUT', `/api/ai-admin/providers/${id}`, {
      providerName: 'x',
      baseUrl: schoolModel.url,
      model: 'm',
      apiKey: 'sk-x-1234',
    });
    await sql`UPDATE platform.app_providers SET api_key_enc = 'v1:AAAA:BBBB:CCCC' WHERE tenant_id = ${id}`.execute(
      t.app.database.db,
    );
    await call(OPERATOR, 'PUT', `/api/ai-admin/providers/${id}`, {
      providerName: 'x',
      baseUrl: schoolModel.url,
      model: 'm',
    });
    const res = await call('admin@ncsa.test', 'POST', '/api/tools/rubric-generator/generate', rubric);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('ai_provider_key_unreadable');
  });

  it('lets only operators set providers', async () => {
    const id = await tenantId('lms');
    const res = await call(ADMIN, 'PUT', `/api/ai-admin/providers/${id}`, {
      providerName: 'x',
      baseUrl: 'http://127.0.0.1:1/v1',
      model: 'm',
    });
    expect(res.statusCode).toBe(403);
    expect((await call(TEACHER, 'GET', '/api/ai-admin/providers')).statusCode).toBe(403);
  });
});

describe('rate limits page API', () => {
  it('shows defaults, own rows and usage; only operators edit defaults', async () => {
    const res = await call(ADMIN, 'GET', '/api/ai-admin/rate-limits');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.defaults.map((r: { role: string }) => r.role)).toEqual(
      expect.arrayContaining(['*', 'teacher', 'student']),
    );
    expect(body.canEditDefaults).toBe(false);
    expect(
      (
        await call(ADMIN, 'PUT', '/api/ai-admin/rate-limits/teacher', {
          tenantId: 'platform',
          requestsPerDay: 1,
          tokensPerDay: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(TEACHER, 'GET', '/api/ai-admin/rate-limits')).statusCode).toBe(403);
    const op = await call(OPERATOR, 'PUT', '/api/ai-admin/rate-limits/home-school', {
      tenantId: 'platform',
      requestsPerDay: 50,
      tokensPerDay: 50000,
    });
    expect(op.statusCode).toBe(200);
    expect(op.json()).toMatchObject({ tenantId: null, role: 'home-school', requestsPerDay: 50 });
  });
});
