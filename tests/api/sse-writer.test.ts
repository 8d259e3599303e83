// The event stream's last events reach the page: `done` sent in the same turn as end() (as every
// generation ends) was dropped on Node 22 by ending a corked response (server/ai/sse.ts), and the
// page said "The connection closed before the answer was complete". Real HTTP on loopback.
import { afterAll, beforeAll, expect, test } from 'vitest';
import Fastify from 'fastify';
import { openEventStream } from '../../server/ai/sse.ts';

const app = Fastify();
let base = '';
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  app.post('/stream', async (_req, reply) => {
    const { sse } = openEventStream(reply);
    for (const word of ['Water', ' rises.']) {
      await tick(5);
      sse.send('delta', { text: word });
    }
    await tick(5);
    sse.send('done', { usage: { total_tokens: 2 } });
    sse.end();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(() => app.close());

test('the events sent just before the end arrive, with and without a request body', async () => {
  for (const body of [undefined, '{}']) {
    const res = await fetch(`${base}/stream`, {
      method: 'POST',
      body,
      headers: body ? { 'content-type': 'application/json' } : {},
    });
    const events = [...(await res.text()).matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(events).toEqual(['delta', 'delta', 'done']);
  }
});
