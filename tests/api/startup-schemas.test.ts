// A start does not compile the routes' schemas before /api/health (issue #32, docs/speed.md):
// each route compiles at its first request, refusals keep their field errors, and every schema
// of every route still builds (checked here, since the start no longer does).
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN } from '../helpers/demo-accounts.ts';
import { compileAllSchemas, compiledSchemas, pendingSchemas } from '../../server/lazy-schema-compilers.ts';

const t = useApiTest();

describe('route schemas at start-up', () => {
  it('none is compiled by building the app; a request compiles its own route only', async () => {
    // the counters are per process, and an API test worker builds several apps: count from here
    const before = compiledSchemas();
    expect(pendingSchemas()).toBeGreaterThan(100);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const byHealth = compiledSchemas() - before;
    expect(byHealth).toBeGreaterThan(0);
    expect(byHealth).toBeLessThan(5);
  });

  it('a lazily compiled validator still refuses bad input with its field (400, not 500)', async () => {
    const res = await t.call(ADMIN, 'POST', '/api/query/listmodel', { bizobjfile: 'security_users', api: 7 });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    const ok = await t.list(ADMIN, 'security_users', 'admin_list_roles');
    expect(ok.status).toBe(200);
  });

  it('every route schema builds', () => {
    const before = compiledSchemas();
    expect(() => compileAllSchemas()).not.toThrow();
    expect(compiledSchemas()).toBeGreaterThan(before + 100);
  });
});
