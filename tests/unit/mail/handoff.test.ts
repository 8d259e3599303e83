// The in-memory copy of just-queued messages (server/mail/handoff.ts): kept per database, taken
// once, and never used for a row whose Message-ID differs (another app's row with the same id).
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/database.ts';
import { handOver, isKept, takeOver } from '../../../server/mail/handoff.ts';

const db = () => ({}) as unknown as Db;
const msg = (n: number) => ({ subject: `S${n}`, html: `<p>${n}</p>`, text: `${n}`, messageId: `<m${n}@x>` });

describe('handing queued messages to the delivery job', () => {
  it('gives each kept message once, to the database it was queued in', () => {
    const a = db();
    const b = db();
    handOver(a, [7, 8], [msg(7), msg(8)]);
    expect(isKept(a, 7)).toBe(true);
    expect(isKept(b, 7)).toBe(false);
    expect(takeOver(b, 7, '<m7@x>')).toBeUndefined();
    expect(takeOver(a, 7, '<m7@x>')).toEqual(msg(7));
    expect(takeOver(a, 7, '<m7@x>')).toBeUndefined(); // taken: a retry reads the row
    expect(isKept(a, 8)).toBe(true);
  });

  it('does not use a copy whose Message-ID is not the row’s', () => {
    const a = db();
    handOver(a, [1], [msg(1)]);
    expect(takeOver(a, 1, '<other@x>')).toBeUndefined();
    expect(isKept(a, 1)).toBe(false);
  });

  it('keeps the newest 20,000 and lets the oldest go', () => {
    const a = db();
    const ids = Array.from({ length: 20_005 }, (_, i) => i + 1);
    handOver(
      a,
      ids,
      ids.map((i) => msg(i)),
    );
    expect(isKept(a, 5)).toBe(false);
    expect(isKept(a, 6)).toBe(true);
    expect(isKept(a, 20_005)).toBe(true);
  });
});
