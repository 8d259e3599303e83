import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

describe('platform basics', () => {
  it('answers health once the database is ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the browser runtime settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      oidc: { url: 'http://localhost:3999', realm: 'lms', clientId: 'lms-web' },
      filesBaseUrl: 'http://localhost:3999/fs',
      apiBaseUrl: 'http://localhost:3999/api',
    });
  });

  it('answers unknown /api paths with 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
