// The operators' evaluation reports (/api/ai/eval-reports, server/ai-eval-reports): an operator
// uploads reports built by the harness's own report writer, lists them newest first or the latest
// per model, and deletes one; a school's administrator or teacher is refused (403); a file that is
// not a report is refused whole (422) and one over the size limit before it is read (413), and no
// refusal leaves a row behind.
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, OPERATOR, TEACHER } from '../helpers/demo-accounts.ts';
import { rowCount } from '../helpers/db-rows.ts';
import { buildReport, type Report } from '../../server/ai-eval/report.ts';
import type { CaseResult } from '../../server/ai-eval/harness.ts';
import { MAX_EVAL_REPORT_BYTES } from '../../src/shared/eval-report.ts';

const t = useApiTest();
const URL = '/api/ai/eval-reports';
const stored = () => rowCount(t.app.database.db, 'platform.ai_eval_reports');

/** A report as `npm run eval` writes it: one tool, a case per entry of `passes`. */
function report(model: string, date: string, passes: boolean[]): Report {
  const results: CaseResult[] = passes.map((pass, i) => ({
    tool: 'question-generator',
    id: `case-${i}`,
    text: 'output',
    promptTokens: 100,
    completionTokens: 40,
    firstTokenMs: 200,
    totalMs: 900,
    grades: { questions: { pass, detail: pass ? '5 found' : '4 of 5 found' } },
  }));
  return buildReport(results, { model, date, prices: { in: 1, out: 2 } });
}

/** POST with a raw body, as a file upload sends it. */
async function upload(email: string, text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: URL,
    headers: { authorization: `Bearer ${await t.token(email)}`, 'content-type': 'application/json' },
    payload: text,
  });
  return { status: res.statusCode, body: res.json() };
}

/** DELETE as the account: its status (a 204 has no body). */
async function remove(email: string, id: number) {
  const res = await t.app.inject({
    method: 'DELETE',
    url: `${URL}/${id}`,
    headers: { authorization: `Bearer ${await t.token(email)}` },
  });
  return res.statusCode;
}

describe('an operator', () => {
  it('uploads a report and gets it back with who uploaded it; the same report again is not stored twice', async () => {
    const r = report('model-a', '2026-11-20', [true, false]);
    const first = await upload(OPERATOR, JSON.stringify(r));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ model: 'model-a', runDate: '2026-11-20', uploadedBy: OPERATOR, report: r });
    expect(first.body.report.tools[0].properties.questions).toEqual({ passed: 1, total: 2, rate: 0.5 });
    const again = await upload(OPERATOR, JSON.stringify(r, null, 2));
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await stored()).toBe(1);
    const audit = "platform.audit_log WHERE resource = 'ai_eval_reports' AND action = 'create'";
    expect(await rowCount(t.app.database.db, audit)).toBe(1);
  });

  it('lists newest run first, pages, and picks the latest run of each model', async () => {
    await t.call(OPERATOR, 'POST', URL, report('model-a', '2026-11-25', [true, true]));
    await t.call(OPERATOR, 'POST', URL, report('model-b', '2026-11-22', [false, false]));
    const all = await t.call(OPERATOR, 'GET', URL);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.rows.map((r: { model: string; runDate: string }) => `${r.model} ${r.runDate}`)).toEqual([
      'model-a 2026-11-25',
      'model-b 2026-11-22',
      'model-a 2026-11-20',
    ]);
    const second = await t.call(OPERATOR, 'GET', `${URL}?limit=1&offset=1`);
    expect(second.body.rows.map((r: { model: string }) => r.model)).toEqual(['model-b']);
    const latest = await t.call(OPERATOR, 'GET', `${URL}?latest=true`);
    expect(latest.body.rows.map((r: { model: string; runDate: string }) => `${r.model} ${r.runDate}`)).toEqual([
      'model-a 2026-11-25',
      'model-b 2026-11-22',
    ]);
    expect((await t.call(OPERATOR, 'GET', `${URL}?limit=500`)).status).toBe(400);
  });

  it('deletes a report, after which the model shows its previous run; a second delete is 404', async () => {
    const latest = await t.call(OPERATOR, 'GET', `${URL}?latest=true`);
    const newest = latest.body.rows.find((r: { model: string }) => r.model === 'model-a');
    expect(await remove(OPERATOR, newest.id)).toBe(204);
    const after = await t.call(OPERATOR, 'GET', `${URL}?latest=true`);
    expect(after.body.rows.find((r: { model: string }) => r.model === 'model-a').runDate).toBe('2026-11-20');
    expect(await remove(OPERATOR, newest.id)).toBe(404);
    expect(await stored()).toBe(2);
  });
});

describe('refusals', () => {
  it("refuses a school's administrator and teacher (403) and writes nothing", async () => {
    const before = await stored();
    const [any] = (await t.call(OPERATOR, 'GET', URL)).body.rows;
    for (const who of [ADMIN, TEACHER]) {
      const list = await t.call(who, 'GET', URL);
      expect(list.status, who).toBe(403);
      const post = await upload(who, JSON.stringify(report('intruder', '2026-11-21', [true])));
      expect(post.status, who).toBe(403);
      expect(await remove(who, any.id), who).toBe(403);
    }
    expect(await stored()).toBe(before);
  });

  it.each([
    ['report.md picked by mistake', '# AI evaluation: model-a\n\n| tool | cases |', 'not JSON'],
    ['a JSON without tools', JSON.stringify({ model: 'm', date: '2026-11-20' }), '/tools'],
    ['a rate out of range', JSON.stringify(report('m', '2026-11-20', [true])).replace('"rate":1', '"rate":7'), 'rate'],
    [
      'more passed than graded',
      JSON.stringify(report('m', '2026-11-20', [true])).replace('"passed":1', '"passed":3'),
      '3 passed of 1',
    ],
    ['a day that does not exist', JSON.stringify(report('m', '2026-02-31', [true])), '/date'],
    ['a NUL in the model name', JSON.stringify(report('m\u0000x', '2026-11-20', [true])), 'NUL'],
  ])('refuses %s (422) and writes nothing', async (_what, text, says) => {
    const before = await stored();
    const r = await upload(OPERATOR, text);
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.error.code).toBe('invalid_eval_report');
    expect(r.body.error.message).toContain(says);
    expect(await stored()).toBe(before);
  });

  it('refuses a body over the limit (413) and writes nothing', async () => {
    const before = await stored();
    const big = JSON.stringify({ ...report('big', '2026-11-20', [true]), pad: 'x'.repeat(MAX_EVAL_REPORT_BYTES) });
    const r = await upload(OPERATOR, big);
    expect(r.status).toBe(413);
    expect(r.body.error.code).toBe('payload_too_large');
    expect(r.body.error.message).toContain('1.0 MB at most');
    expect(await stored()).toBe(before);
  });
});
