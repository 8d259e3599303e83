// Every route declares what it answers on success (docs/route-modules.md, "Response schemas"):
// schema.response has a 2xx entry (replies() from server/schemas/replies.ts), or — for answers
// that are not JSON (event streams, file downloads, pages) — config.produces names the content type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import type { TestApp } from '../helpers/test-app.ts';
import { createAppWatchingRoutes } from '../helpers/routes.ts';

interface Seen {
  route: string;
  success: boolean;
  produces?: string;
}
const seen: Seen[] = [];
const onRoute = (r: RouteOptions) => {
  const keys = Object.keys((r.schema?.response ?? {}) as object);
  const success = keys.some((k) => k === '2xx' || /^2\d\d$/.test(k));
  const produces = (r.config as { produces?: string } | undefined)?.produces;
  // HEAD routes are Fastify's automatic twins of GET routes and answer no body
  for (const method of [r.method].flat().filter((m) => m !== 'HEAD'))
    seen.push({ route: `${method} ${r.url}`, success, produces });
};

let t: TestApp;
beforeAll(async () => {
  t = await createAppWatchingRoutes(onRoute);
});
afterAll(async () => {
  await t?.close();
});

describe('response declarations', () => {
  it('collects the registered routes', () => {
    expect(seen.length).toBeGreaterThan(5);
  });

  it('every route declares a 2xx response schema or the content type it produces', () => {
    const missing = seen.filter((r) => !r.success && !r.produces).map((r) => r.route);
    expect(missing.sort()).toEqual([]);
  });

  it('a declared content type is a MIME type', () => {
    const bad = seen.filter((r) => r.produces && !/^[a-z]+\/[a-z0-9.+*-]+/.test(r.produces)).map((r) => r.route);
    expect(bad).toEqual([]);
  });
});
