// The upload's schema (src/shared/eval-report.ts) is the harness's report (server/ai-eval/report.ts):
// the two types are the same, a report the writer builds (with prices and judge scores) is read
// back whole, and the page's side-by-side rows and totals come out of it as worked out by hand.
import { describe, expect, it } from 'vitest';
import { buildReport, type Report } from '../../../server/ai-eval/report.ts';
import type { CaseResult } from '../../../server/ai-eval/harness.ts';
import { readReport } from '../../../server/ai-eval-reports/check-report.ts';
import type { EvalReportBody, EvalReportRowBody } from '../../../src/shared/eval-report.ts';
import { propertyRows, reportTotals, toolRows } from '../../../src/resources/ai-eval-reports/compare.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameType: Same<Report, EvalReportBody> = true;

const result = (tool: string, id: string, grades: Record<string, boolean>, firstTokenMs: number): CaseResult => ({
  tool,
  id,
  text: 'output',
  promptTokens: 100,
  completionTokens: 50,
  firstTokenMs,
  totalMs: 1000,
  grades: Object.fromEntries(Object.entries(grades).map(([p, pass]) => [p, { pass, detail: '' }])),
  judge: { tone: 4, accuracy: 5 },
});

const report = buildReport(
  [
    result('quiz', '1', { questions: true, markdown: true }, 100),
    result('quiz', '2', { questions: false, markdown: true }, 300),
    result('rubric', '1', { rubric: false }, 600),
  ],
  { model: 'm1', date: '2026-11-27', judgeModel: 'judge-1', prices: { in: 1, out: 2 } },
);
const row = (id: number, r: Report): EvalReportRowBody => ({
  id,
  model: r.model,
  runDate: r.date,
  uploadedBy: 'operator@ei.test',
  uploadedAt: '2026-11-27T10:00:00.000Z',
  report: r,
});

describe('the evaluation report schema', () => {
  it('is the report type the harness writes, and reads such a report back whole', () => {
    expect(sameType).toBe(true);
    expect(readReport(JSON.stringify(report))).toEqual(report);
  });
});

describe('the side-by-side rows', () => {
  const other = buildReport([result('quiz', '1', { questions: true }, 50)], { model: 'm2', date: '2026-11-26' });
  const reports = [row(1, report), row(2, other)];

  it('have a row per tool of any report, empty where a run did not cover the tool', () => {
    const rows = toolRows(reports);
    expect(rows.map((r) => r.tool)).toEqual(['quiz', 'rubric']);
    expect(rows[1].byReport[2]).toBeUndefined();
    expect(propertyRows(rows[0], reports)).toEqual([
      { property: 'markdown', byReport: { 1: { passed: 2, total: 2, rate: 1 }, 2: undefined } },
      {
        property: 'questions',
        byReport: { 1: { passed: 1, total: 2, rate: 0.5 }, 2: { passed: 1, total: 1, rate: 1 } },
      },
    ]);
  });

  it('sum each run: checks passed, tokens, first token weighted by cases, cost only when priced', () => {
    // quiz: 3 of 4 checks, first token (100 + 300) / 2; rubric: 0 of 1, 600; 3 cases of 150 tokens
    const { cost, ...rest } = reportTotals(reports[0]);
    expect(rest).toEqual({
      passed: 3,
      total: 5,
      promptTokens: 300,
      completionTokens: 150,
      meanFirstTokenMs: Math.round((200 * 2 + 600) / 3),
    });
    expect(cost).toBeCloseTo((300 * 1 + 150 * 2) / 1e6, 9);
    expect(reportTotals(reports[1]).cost).toBeUndefined();
  });
});
