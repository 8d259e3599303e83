// Request handling every route shares: the permission is checked before the body is parsed or
// validated (a caller without it gets 403 whatever it sends), and every answer carries a
// Permissions-Policy header switching off browser features the app does not use.
import { describe, expect, it } from 'vitest';
import { bearer, useToolsApp, parseSse } from './tools-support.ts';
import { TEACHER, STUDENT } from '../helpers/demo-accounts.ts';

const GENERATE = '/api/tools/rubric-generator/generate';

const t = useToolsApp();

const send = async (email: string | undefined, method: 'POST' | 'PUT', url: string, payload: string | object) =>
  t.app.inject({
    method,
    url,
    headers: { ...(email ? bearer(await t.token(email)) : {}), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('permission before validation', () => {
  it('answers 403 to a student on a tool route whatever the body, and 400 only to callers allowed in', async () => {
    for (const body of [{}, { topic: 42, unknown: true }, '{"not json']) {
      const res = await send(STUDENT, 'POST', GENERATE, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).not.toBe('validation_failed');
    }
    const teacher = await send(TEACHER, 'POST', GENERATE, { topic: 42 });
    expect(teacher.statusCode).toBe(400);
    expect(teacher.json().error.code).toBe('validation_failed');
    expect((await send(undefined, 'POST', GENERATE, {})).statusCode).toBe(401);
    expect(t.model.requests).toHaveLength(0);
  });

  it('does the same on an administration route', async () => {
    const url = '/api/ai-admin/rate-limits/teacher';
    const res = await send(TEACHER, 'PUT', url, { requestsPerDay: 'lots', extra: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(res.json().error.code).not.toBe('validation_failed');
    const admin = await send('admin@demo-academy.test', 'PUT', url, { requestsPerDay: 'lots', extra: 1 });
    expect(admin.statusCode).toBe(400);
  });

  it('checks "operators only" before the body too', async () => {
    // A school administrator may look at its own provider, but only operators change one.
    const riverside = 'admin@riverside.test';
    const bad = { baseUrl: 'not a url', extra: true };
    const providers = await send(riverside, 'PUT', '/api/ai-admin/providers/1', bad);
    expect(providers.statusCode).toBe(403);
    expect(providers.json().error.code).toBe('operator_only');
    const platform = await send(riverside, 'PUT', '/api/ai-admin/platform-tt-templates/nope', {});
    expect(platform.statusCode).toBe(403);
    expect(platform.json().error.code).not.toBe('validation_failed');
    const operator = await send('operator@ei.test', 'PUT', '/api/ai-admin/providers/1', bad);
    expect(operator.statusCode).toBe(400);
  });
});

describe('Permissions-Policy', () => {
  const POLICY = /(^|, )camera=\(\)/;
  it('is on every kind of answer', async () => {
    const token = await t.token(TEACHER);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/config.json' }),
      t.app.inject({ method: 'GET', url: '/api/tools/status' }),
      t.app.inject({ method: 'GET', url: '/api/tools/status', headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: '/realms/lms/.well-known/openid-configuration' }),
      t.app.inject({
        method: 'POST',
        url: GENERATE,
        headers: bearer(token),
        payload: { gradeLevel: 'Grade 5', topic: 'Maps', levels: 4, points: 20 },
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 401, 200, 404, 200, 200]);
    expect(parseSse(answers[6].body).at(-1)?.event).toBe('done');
    for (const a of answers) {
      const header = String(a.headers['permissions-policy']);
      expect(header).toMatch(POLICY);
      for (const feature of ['microphone', 'geolocation', 'payment']) expect(header).toContain(`${feature}=()`);
      // The tool pages copy their output to the clipboard.
      expect(header).not.toContain('clipboard');
    }
  });
});
