// API answers and the identity endpoints that carry personal data say `Cache-Control: no-store`
// (successes and refusals alike), while the built app's hashed assets keep their year-long caching.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useApiTest } from '../helpers/api.ts';
import { TEACHER } from '../helpers/demo-accounts.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-control-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const t = useApiTest({ STATIC_DIR: dist });

const get = async (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('Cache-Control', () => {
  it('is no-store on API answers with personal data, and on refusals', async () => {
    const token = await t.token(TEACHER);
    for (const url of ['/api/me', '/api/my-profile']) {
      const res = await get(url, token);
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
    const refused = await get('/api/my-profile');
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, 'no-store']);
    const missing = await get('/api/no-such-route', token);
    expect([missing.statusCode, missing.headers['cache-control']]).toEqual([404, 'no-store']);
  });

  it('is no-store on the identity endpoints that answer who the user is', async () => {
    const token = await t.token(TEACHER);
    for (const url of ['/realms/lms/protocol/openid-connect/userinfo', '/realms/lms/account']) {
      const res = await get(url, token);
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
  });

  it('leaves the static assets cacheable', async () => {
    const asset = await get('/assets/app-1234.js');
    expect([asset.statusCode, asset.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    const page = await get('/dashboard');
    expect([page.statusCode, page.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(page.body).toContain('<title>app</title>');
    for (const url of ['/', '/teacher/my-sections']) expect((await get(url)).body).toContain('<title>app</title>');
    const missing = await get('/assets/app-9999.js');
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'not_found']);
    const post = await t.app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
    // served through one wildcard route, not a route per built file made before /api/health (#32)
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/app-1234.js' })).toBe(false);
  });
});
