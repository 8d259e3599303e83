// The delta publisher of a room (server/rooms/events.ts): a student's streamed answer leaves as at
// most one `delta` event per 200 ms, each with the text since the last, in order, and the rest on
// flush, which resolves once everything before it is published.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELTA_EVERY_MS, deltaPublisher } from '../../../server/rooms/events.ts';

afterEach(() => vi.useRealTimers());

describe('deltaPublisher', () => {
  it('sends the first token at once, then batches per 200 ms, then the rest on flush', async () => {
    vi.useFakeTimers();
    const sent: [number, string][] = [];
    const start = Date.now();
    const d = deltaPublisher(
      async (text) => void sent.push([Date.now() - start, text]),
      () => undefined,
    );
    for (let i = 0; i < 12; i++) {
      d.push(`${i} `);
      await vi.advanceTimersByTimeAsync(50);
    }
    d.push('end');
    await d.flush();
    expect(sent.map(([, text]) => text).join('')).toBe('0 1 2 3 4 5 6 7 8 9 10 11 end');
    const times = sent.map(([at]) => at);
    expect(times[0]).toBe(0);
    for (let i = 1; i < times.length - 1; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(DELTA_EVERY_MS);
    expect(sent.length).toBe(5);
  });

  it('never lets a failed publish reach the stream', async () => {
    const errors: unknown[] = [];
    const d = deltaPublisher(
      () => Promise.reject(new Error('down')),
      (e) => errors.push(e),
    );
    d.push('a');
    await d.flush();
    expect(errors).toHaveLength(1);
  });
});
