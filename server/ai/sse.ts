// Server-sent events on a raw response: `event: <name>` + one JSON data line.
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

export class SseWriter {
  private heartbeat?: NodeJS.Timeout;
  private corked = false;

  constructor(
    private readonly res: ServerResponse,
    headers: Record<string, string> = {},
  ) {
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Reverse proxies (nginx) otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();
    // A comment line now and then keeps idle proxies from closing a stream waiting on a slow model.
    this.heartbeat = setInterval(() => this.comment('ping'), 15_000);
    this.heartbeat.unref();
  }

  get open(): boolean {
    return !this.res.destroyed && !this.res.writableEnded;
  }

  send(event: string, data: unknown) {
    if (!this.open) return;
    // Events sent in one synchronous run (the tokens of one network read from the model server)
    // leave in one socket write, without waiting for another turn of the event loop.
    if (!this.corked) {
      this.corked = true;
      this.res.cork();
      process.nextTick(() => {
        this.corked = false;
        this.res.uncork();
      });
    }
    this.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  comment(text: string) {
    if (this.open) this.res.write(`: ${text}\n\n`);
  }

  end() {
    clearInterval(this.heartbeat);
    if (this.open) this.res.end();
  }
}

/** Response headers already set on the reply (security headers) carried onto the raw stream. */
function stringHeaders(h: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(h)
      .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
      .map(([k, v]) => [k, String(v)]),
  );
}

/** Takes the reply over as an event stream; the signal aborts when the page closes it (stop
 * button, navigation), which stops the model server too. */
export function openEventStream(reply: FastifyReply): { sse: SseWriter; signal: AbortSignal } {
  reply.hijack();
  const sse = new SseWriter(reply.raw, stringHeaders(reply.getHeaders()));
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  if (reply.raw.destroyed) abort.abort();
  return { sse, signal: abort.signal };
}
