// The side-by-side view of the latest report per model, as rows: one per tool (in any model's
// report), each with that tool's figures per report; under a tool, one row per property. Pure, so
// tests/unit/ai-eval/compare.test.ts checks it without a browser.
import type { EvalReportRowBody, EvalToolReportBody } from '../../shared/eval-report.ts';

export interface Pass {
  passed: number;
  total: number;
}

export interface ToolRow {
  tool: string;
  /** the tool's part of each report, by report id (absent: that run did not cover the tool) */
  byReport: Record<number, EvalToolReportBody | undefined>;
}

export interface PropertyRow {
  property: string;
  byReport: Record<number, Pass | undefined>;
}

/** A tool's passed and graded checks over all its properties. */
export function toolPass(t: EvalToolReportBody): Pass {
  return Object.values(t.properties).reduce((s, p) => ({ passed: s.passed + p.passed, total: s.total + p.total }), {
    passed: 0,
    total: 0,
  });
}

export const percent = (p: Pass | undefined) => (p && p.total ? Math.round((100 * p.passed) / p.total) : undefined);

export function toolRows(reports: readonly EvalReportRowBody[]): ToolRow[] {
  const tools = [...new Set(reports.flatMap((r) => r.report.tools.map((t) => t.tool)))].sort();
  return tools.map((tool) => ({
    tool,
    byReport: Object.fromEntries(reports.map((r) => [r.id, r.report.tools.find((t) => t.tool === tool)])),
  }));
}

export function propertyRows(row: ToolRow, reports: readonly EvalReportRowBody[]): PropertyRow[] {
  const names = [...new Set(reports.flatMap((r) => Object.keys(row.byReport[r.id]?.properties ?? {})))].sort();
  return names.map((property) => ({
    property,
    byReport: Object.fromEntries(reports.map((r) => [r.id, row.byReport[r.id]?.properties[property]])),
  }));
}

export interface ReportTotals extends Pass {
  promptTokens: number;
  completionTokens: number;
  /** the mean first-token time over the report's cases (each tool's mean weighted by its cases) */
  meanFirstTokenMs: number;
  /** undefined when the run was given no prices */
  cost: number | undefined;
}

export function reportTotals(r: EvalReportRowBody): ReportTotals {
  const tools = r.report.tools;
  const sum = (f: (t: EvalToolReportBody) => number) => tools.reduce((n, t) => n + f(t), 0);
  const answered = sum((t) => t.cases - t.errors);
  const priced = tools.some((t) => t.cost !== undefined);
  return {
    passed: sum((t) => toolPass(t).passed),
    total: sum((t) => toolPass(t).total),
    promptTokens: sum((t) => t.promptTokens),
    completionTokens: sum((t) => t.completionTokens),
    meanFirstTokenMs: answered ? Math.round(sum((t) => t.meanFirstTokenMs * (t.cases - t.errors)) / answered) : 0,
    cost: priced ? sum((t) => t.cost ?? 0) : undefined,
  };
}
