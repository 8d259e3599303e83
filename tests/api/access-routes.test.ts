// Every registered route declares config.access; a route that declares nothing is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import type { TestApp } from '../helpers/test-app.ts';
import { createAppWatchingRoutes } from '../helpers/routes.ts';
import { ALL_PERMISSIONS } from '../../src/policies/permissions.ts';
import { matchRoute } from '../../src/policies/access-policy.ts';

interface Seen {
  method: string;
  url: string;
  access?: string;
  uiPath?: string;
}
const seen: Seen[] = [];
const onRoute = (r: RouteOptions) => {
  const cfg = (r.config ?? {}) as { access?: string; uiPath?: string };
  for (const method of [r.method].flat()) seen.push({ method, url: r.url, access: cfg.access, uiPath: cfg.uiPath });
};

let t: TestApp;
beforeAll(async () => {
  t = await createAppWatchingRoutes(onRoute);
});
afterAll(async () => {
  await t?.close();
});

describe('route declarations', () => {
  it('collects the registered routes', () => {
    expect(seen.length).toBeGreaterThan(5);
    expect(seen).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/health', access: 'public' }));
  });

  it('every route declares config.access', () => {
    expect(seen.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('every declared permission is one the catalogue knows (so roles can be granted it)', () => {
    const unknown = seen.filter(
      (r) => r.access && r.access !== 'public' && r.access !== 'authenticated' && !ALL_PERMISSIONS.includes(r.access),
    );
    expect(unknown.map((r) => `${r.method} ${r.url}: ${r.access}`)).toEqual([]);
  });

  it('every uiPath is a route of the route table', () => {
    expect(
      seen.filter((r) => r.uiPath && !matchRoute(r.uiPath)).map((r) => `${r.method} ${r.url}: ${r.uiPath}`),
    ).toEqual([]);
  });
});
