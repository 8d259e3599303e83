// Every registered route declares config.access; a route that declares nothing is refused.
import { channel } from 'node:diagnostics_channel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ALL_PERMISSIONS } from '../../src/policies/permissions.ts';
import { matchRoute } from '../../src/policies/access-policy.ts';

interface Seen {
  method: string;
  url: string;
  access?: string;
  uiPath?: string;
}
const seen: Seen[] = [];
// Fastify announces each new instance here before any plugin runs, so an onRoute hook sees every route.
const init = channel('fastify.initialization');
const collect = (msg: unknown) => {
  const { fastify } = msg as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (r: RouteOptions) => {
    const cfg = (r.config ?? {}) as { access?: string; uiPath?: string };
    for (const method of [r.method].flat()) seen.push({ method, url: r.url, access: cfg.access, uiPath: cfg.uiPath });
  });
};

let t: TestApp;
beforeAll(async () => {
  init.subscribe(collect);
  try {
    t = await createTestApp();
  } finally {
    init.unsubscribe(collect);
  }
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
