import { describe, expect, it } from 'vitest';
import { SseParser } from '../../../src/shared/sse-parser.ts';

describe('SseParser', () => {
  it('returns whole events whatever the chunk boundaries', () => {
    const wire =
      'event: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\n: ping\n\nevent: done\ndata: {}\n\n';
    for (const size of [1, 2, 5, 7, 1000]) {
      const p = new SseParser();
      const out = [];
      for (let i = 0; i < wire.length; i += size) out.push(...p.feed(wire.slice(i, i + size)));
      expect(out, `chunks of ${size}`).toEqual([
        { event: 'delta', data: '{"text":"Hel"}' },
        { event: 'delta', data: '{"text":"lo"}' },
        { event: 'done', data: '{}' },
      ]);
    }
  });

  it('joins multi-line data, accepts CRLF, and defaults the event name', () => {
    const p = new SseParser();
    expect(p.feed('data: a\r\ndata:b\r\n\r\ndata: [DONE]\n\n')).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'message', data: '[DONE]' },
    ]);
    expect(p.feed('event: x\n\n')).toEqual([]);
  });
});
