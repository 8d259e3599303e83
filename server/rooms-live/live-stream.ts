// One room's events as a server-sent event stream (the AI streams' writer, server/ai/sse.ts, with its
// heartbeat comment every 15 s for proxies). The subscription is taken before the first database
// read, and what arrives meanwhile is held and sent after the opening event, so nothing published
// between the read and the stream's start is lost. Every stream of the process is ended at app
// shutdown (before the database closes, so a student's last `presence` still goes out) and when the
// hub listens again after losing its connection: the pages reconnect and read what they missed.
import type { FastifyReply } from 'fastify';
import { openEventStream, type SseWriter } from '../ai/sse.ts';
import type { RoomEvent, RoomHub } from './hub.ts';

export type Forward = (e: RoomEvent, sse: SseWriter) => void | Promise<void>;

export class RoomStreams {
  private readonly open = new Set<() => Promise<void>>();

  constructor(private readonly hub: RoomHub) {
    hub.onRegained(() => void this.closeAll());
  }

  /**
   * Subscribes to the room, runs `first` (the opening read; a throw answers the request as an
   * error, nothing streamed), then streams: `first`'s events, held events, then live ones through
   * `forward`. `onClose` runs once when the stream ends, whoever ends it.
   */
  async stream(
    reply: FastifyReply,
    room: { schema: string; id: number },
    first: () => Promise<Array<[string, unknown]>>,
    forward: Forward,
    onClose?: () => Promise<void>,
  ) {
    // set once the stream has opened; events before that are held
    const out: { sse?: SseWriter } = {};
    const held: RoomEvent[] = [];
    // events are handed on in order, one at a time (a note needs a read before it is sent)
    let chain = Promise.resolve();
    const send = (e: RoomEvent) => {
      chain = chain.then(() => (out.sse?.open ? forward(e, out.sse) : undefined)).catch(() => undefined);
    };
    const off = this.hub.subscribe(room.schema, room.id, (e) => (out.sse ? send(e) : held.push(e)));
    let opening: Array<[string, unknown]>;
    try {
      opening = await first();
    } catch (err) {
      off();
      throw err;
    }
    const stream = openEventStream(reply);
    out.sse = stream.sse;
    for (const [event, data] of opening) stream.sse.send(event, data);
    for (const e of held.splice(0)) send(e);
    let ended = false;
    const end = async () => {
      if (ended) return;
      ended = true;
      off();
      this.open.delete(end);
      stream.sse.end();
      await onClose?.().catch((err: Error) => console.warn(`[rooms] closing a stream: ${err.message}`));
    };
    this.open.add(end);
    reply.raw.on('close', () => void end());
    if (stream.signal.aborted) await end();
  }

  /** ends every stream of this process (app shutdown) */
  async closeAll() {
    await Promise.all([...this.open].map((end) => end()));
  }
}

/** The event as the browser gets it: everything but the schema. */
export function wire(e: RoomEvent): Omit<RoomEvent, 'schema'> {
  const { schema: _schema, ...rest } = e;
  return rest;
}
