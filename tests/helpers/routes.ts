// Builds the app while watching every route it registers (onRoute), for tests that check what
// each route declares (access, response schemas).
import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from './test-app.ts';

export async function createAppWatchingRoutes(onRoute: (r: RouteOptions) => void): Promise<TestApp> {
  // Fastify announces each new instance here before any plugin runs, so the hook sees every route.
  const init = channel('fastify.initialization');
  const collect = (msg: unknown) => (msg as { fastify: FastifyInstance }).fastify.addHook('onRoute', onRoute);
  init.subscribe(collect);
  try {
    return await createTestApp();
  } finally {
    init.unsubscribe(collect);
  }
}
