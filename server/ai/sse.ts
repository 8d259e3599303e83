// Server-sent events on a raw response: `event: <name>` + one JSON data line.
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

export class SseWriter {
  private heartbeat?: NodeJS.Timeout;
  private corked = false;
  /** the status line and headers, until they are sent */
  private pendingHead?: Record<string, string>;

  /** `deferHead`: the caller sends the head (`head()`) when it chooses, else the first event does. */
  constructor(
    private readonly res: ServerResponse,
    headers: Record<string, string> = {},
    { deferHead = false } = {},
  ) {
    this.pendingHead = {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Reverse proxies (nginx) otherwise buffer the stream.
      'x-accel-buffering': 'no',
    };
    if (!deferHead) this.head();
    // A comment line now and then keeps idle proxies from closing a stream waiting on a slow model.
    this.heartbeat = setInterval(() => this.comment('ping'), 15_000);
    this.heartbeat.unref();
  }

  get open(): boolean {
    return !this.res.destroyed && !this.res.writableEnded;
  }

  /** Sends the status line and headers, once. */
  head() {
    const h = this.pendingHead;
    this.pendingHead = undefined;
    if (!h || !this.open) return;
    this.res.writeHead(200, h);
    this.res.flushHeaders();
  }

  send(event: string, data: unknown) {
    if (!this.open) return;
    this.head();
    // Events sent in one synchronous run (the tokens of one network read from the model server)
    // leave in one socket write, without waiting for another turn of the event loop.
    if (!this.corked) {
      this.corked = true;
      this.res.cork();
      process.nextTick(() => this.uncork());
    }
    this.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  comment(text: string) {
    this.head();
    if (this.open) this.res.write(`: ${text}\n\n`);
  }

  /** Lets the corked events leave (once; end() may have done it already). */
  private uncork() {
    if (!this.corked) return;
    this.corked = false;
    this.res.uncork();
  }

  end() {
    clearInterval(this.heartbeat);
    this.head();
    // On Node 22 end() on a corked response drops what was written since cork(): the last events
    // (`done`) never reached the page, which reported the stream as cut (docs/ai-chat.md)
    this.uncork();
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

/**
 * Takes the reply over as an event stream; the signal aborts when the page closes it (stop
 * button, navigation), which stops the model server too. The head leaves on the next turn of the
 * event loop (or with the first event), after the caller has sent its request to the model server
 * in this one: that socket write is not kept waiting behind ours (docs/ai-chat.md).
 */
export function openEventStream(reply: FastifyReply): { sse: SseWriter; signal: AbortSignal } {
  reply.hijack();
  const sse = new SseWriter(reply.raw, stringHeaders(reply.getHeaders()), { deferHead: true });
  setImmediate(() => sse.head());
  const abort = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  if (reply.raw.destroyed) abort.abort();
  return { sse, signal: abort.signal };
}
