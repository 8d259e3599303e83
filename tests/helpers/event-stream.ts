// An event stream read over real HTTP as it arrives (the rooms' live view and the student's events
// never end, so app.inject cannot read them): each event with the moment it arrived, a wait for
// the first event that matches, and close. Used by the rooms-live API tests and bench/rooms.bench.ts.
import { SseParser } from '../../src/shared/sse-parser.ts';

export interface Received {
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  at: number;
}

export interface EventStream {
  status: number;
  events: Received[];
  /** the first event (from the start) matching, waiting up to `ms` */
  next(match: (e: Received) => boolean, ms?: number): Promise<Received>;
  /** settles when the server ends the stream (or close() aborts it) */
  ended: Promise<void>;
  close(): Promise<void>;
}

/** Opens `url` as an event stream with the account's token; reads it in the background. */
export async function openStream(base: string, token: string, url: string): Promise<EventStream> {
  const ctrl = new AbortController();
  const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` }, signal: ctrl.signal });
  const events: Received[] = [];
  const wake = new Set<() => void>();
  const done = (async () => {
    if (!res.body) return;
    const parser = new SseParser();
    const decoder = new TextDecoder();
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        for (const m of parser.feed(decoder.decode(value, { stream: true })))
          events.push({ event: m.event, data: JSON.parse(m.data), at: performance.now() });
        for (const w of wake) w();
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    events,
    ended: done,
    next: (match, ms = 5000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const hit = events.find(match);
          if (!hit) return false;
          wake.delete(look);
          clearTimeout(timer);
          resolve(hit);
          return true;
        };
        const timer = setTimeout(() => {
          wake.delete(look);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events.map((e) => e.event))}`));
        }, ms);
        if (!look()) wake.add(look);
      }),
    close: async () => {
      ctrl.abort();
      await done;
    },
  };
}
