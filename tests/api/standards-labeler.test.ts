// The standards labeler keeps to the tenant's imported standards (server/ai/grounders.ts): the
// prompt lists the school's codes for the subject and grade asked, and the answer's codes that the
// school does not have come back in a `grounding` event. A tenant without frameworks is unchanged.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, useToolsApp, parseSse } from './tools-support.ts';
import { TEACHER } from '../helpers/demo-accounts.ts';

const t = useToolsApp();

const INPUTS = { gradeLevel: 'Grade 6', subject: 'Mathematics', assessment: '1. Evaluate 3x + 2 when x = 4.' };
const ANSWER = `| # | Question | Standard code | Description |
|---|---|---|---|
| 1 | Evaluate 3x + 2 | DM.EE.1 | Write and evaluate expressions |
| 2 | Solve 2x = 8 | CCSS.6.EE.7 | Solve equations |`;

async function label(email = TEACHER) {
  t.model.reset();
  t.model.set({ reply: ANSWER });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tools/standards-labeler/generate',
    headers: bearer(await t.token(email)),
    payload: INPUTS,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { events: parseSse(res.body), prompt: t.model.requests[0].body.messages.map((m) => m.content).join('\n') };
}

describe('standards labeler', () => {
  it("offers only the school's grade 6 mathematics codes and reports an invented one", async () => {
    const { events, prompt } = await label();
    // the demo framework's grade 6 mathematics standards (server/demo/seed-curriculum.ts)
    expect(prompt).toContain('- DM.NS.1: Compute fluently with multi-digit numbers and decimals');
    expect(prompt).toContain('- DM.EE.1: Write and evaluate expressions with variables');
    expect(prompt).not.toContain('DM.EE.2');
    expect(prompt).not.toContain('DS.PS.1');
    expect(prompt).toContain('Never invent a code');
    const g = events.find((e) => e.event === 'grounding')!.data;
    expect(g.frameworks).toEqual(['Demo Mathematics']);
    expect(g.unknown).toEqual(['CCSS.6.EE.7']);
    expect(events.map((e) => e.event).slice(-2)).toEqual(['grounding', 'done']);
  });

  it('a tenant without imported standards labels as before, with no grounding event', async () => {
    const s = sql.id('lms');
    const db = t.app.database.db;
    const saved = await sql<{ id: number; code: string }>`SELECT id, code FROM ${s}.standards`.execute(db);
    expect(saved.rows.length).toBeGreaterThan(0);
    await sql`UPDATE ${s}.standards SET code = ''`.execute(db);
    try {
      const { events, prompt } = await label();
      expect(prompt).not.toContain('Never invent a code');
      expect(prompt).not.toContain('DM.EE.1');
      expect(events.some((e) => e.event === 'grounding')).toBe(false);
    } finally {
      for (const r of saved.rows) await sql`UPDATE ${s}.standards SET code = ${r.code} WHERE id = ${r.id}`.execute(db);
    }
  });
});
