// Sums a run's results into the report: per tool, the pass rate of each property, tokens, mean
// time to first token and cost (when prices per million tokens are given); the judge's mean
// scores apart. Written as report.json and report.md beside the results file.
import fs from 'node:fs';
import path from 'node:path';
import type { CaseResult } from './harness.ts';

export interface Prices {
  /** dollars per million prompt tokens */
  in?: number;
  /** dollars per million completion tokens */
  out?: number;
}

export interface ToolReport {
  tool: string;
  cases: number;
  errors: number;
  properties: Record<string, { passed: number; total: number; rate: number }>;
  promptTokens: number;
  completionTokens: number;
  meanFirstTokenMs: number;
  cost?: number;
  judge?: { scored: number; tone: number; accuracy: number; tokens?: number };
}

export interface Report {
  model: string;
  date: string;
  judgeModel?: string;
  prices?: Prices;
  tools: ToolReport[];
}

const round = (n: number, places = 3) => Math.round(n * 10 ** places) / 10 ** places;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function costOf(promptTokens: number, completionTokens: number, prices?: Prices): number | undefined {
  if (prices?.in === undefined && prices?.out === undefined) return undefined;
  return round((promptTokens * (prices.in ?? 0) + completionTokens * (prices.out ?? 0)) / 1e6, 6);
}

function toolReport(tool: string, rs: CaseResult[], prices?: Prices): ToolReport {
  const properties: ToolReport['properties'] = {};
  for (const r of rs)
    for (const [p, g] of Object.entries(r.grades)) {
      const x = (properties[p] ??= { passed: 0, total: 0, rate: 0 });
      x.total++;
      if (g.pass) x.passed++;
      x.rate = round(x.passed / x.total);
    }
  const promptTokens = rs.reduce((n, r) => n + r.promptTokens, 0);
  const completionTokens = rs.reduce((n, r) => n + r.completionTokens, 0);
  const judged = rs.flatMap((r) => (r.judge ? [r.judge] : []));
  const cost = costOf(promptTokens, completionTokens, prices);
  return {
    tool,
    cases: rs.length,
    errors: rs.filter((r) => r.error).length,
    properties,
    promptTokens,
    completionTokens,
    meanFirstTokenMs: Math.round(mean(rs.filter((r) => !r.error).map((r) => r.firstTokenMs))),
    ...(cost === undefined ? {} : { cost }),
    ...(judged.length
      ? {
          judge: {
            scored: judged.length,
            tone: round(mean(judged.map((j) => j.tone)), 2),
            accuracy: round(mean(judged.map((j) => j.accuracy)), 2),
            tokens: rs.reduce((n, r) => n + (r.judgeTokens ?? 0), 0),
          },
        }
      : {}),
  };
}

export function buildReport(results: CaseResult[], meta: Omit<Report, 'tools'>): Report {
  const tools = [...new Set(results.map((r) => r.tool))].sort();
  return {
    ...meta,
    tools: tools.map((t) =>
      toolReport(
        t,
        results.filter((r) => r.tool === t),
        meta.prices,
      ),
    ),
  };
}

const pct = (x: { passed: number; total: number }) =>
  `${Math.round((100 * x.passed) / x.total)}% (${x.passed}/${x.total})`;

const priceLine = (p?: Prices) => (p ? ` Prices per million tokens: in $${p.in ?? 0}, out $${p.out ?? 0}.` : '');

export function reportMarkdown(r: Report): string {
  const lines = [
    `# AI evaluation: ${r.model}`,
    '',
    `Date ${r.date}.${priceLine(r.prices)}`,
    '',
    '| tool | cases | errors | property pass rates | tokens in / out | mean first token | cost |',
    '|---|---|---|---|---|---|---|',
    ...r.tools.map((t) => {
      const props = Object.entries(t.properties)
        .map(([p, x]) => `${p} ${pct(x)}`)
        .join('; ');
      const cost = t.cost === undefined ? '' : `$${t.cost.toFixed(4)}`;
      const tokens = `${t.promptTokens} / ${t.completionTokens}`;
      return `| ${t.tool} | ${t.cases} | ${t.errors} | ${props} | ${tokens} | ${t.meanFirstTokenMs} ms | ${cost} |`;
    }),
  ];
  const judged = r.tools.filter((t) => t.judge);
  if (r.judgeModel && judged.length)
    lines.push(
      '',
      `## Judge (${r.judgeModel}, 1-5; not part of the pass rates)`,
      '',
      '| tool | scored | tone | accuracy | judge tokens |',
      '|---|---|---|---|---|',
      ...judged.map(
        (t) =>
          `| ${t.tool} | ${t.judge!.scored} | ${t.judge!.tone} | ${t.judge!.accuracy} | ${t.judge!.tokens ?? ''} |`,
      ),
    );
  return `${lines.join('\n')}\n`;
}

export function writeReport(runDir: string, report: Report) {
  fs.writeFileSync(path.join(runDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(runDir, 'report.md'), reportMarkdown(report));
}
