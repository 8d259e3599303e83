// One list query's first result set as an account reads it, asserting the answer is 200.
import { expect } from 'vitest';
import type { ApiCaller } from './api.ts';

export type Rows = { rows: Record<string, unknown>[]; total: number };

/** `rows(email, api, filter)` for the list queries of one bizobjfile. */
export const listRows =
  (t: () => ApiCaller, bizobjfile: string) =>
  async (email: string, api: string, filter: unknown[] = []): Promise<Rows> => {
    const r = await t().list(email, bizobjfile, api, filter, { rowsize: 500 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data[0] as Rows;
  };
