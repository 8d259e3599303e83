// Runs the evaluation set against one model: cases in parallel up to a bound, each graded by the
// properties it names, one JSON line per finished case appended to the run's results file. A run
// started again with the same results file skips the cases already there (resumable).
import fs from 'node:fs';
import path from 'node:path';
import OpenAI from 'openai';
import { GRADERS } from './graders/index.ts';
import { judge, type JudgeScore } from './judge.ts';
import { runCase, type CaseRun } from './run-case.ts';
import type { EvalCase, EvalSet, GradeResult } from './types.ts';

export interface HarnessOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** only these tools (slugs); all when empty */
  tools?: string[];
  /** at most this many cases per tool */
  limit?: number;
  concurrency: number;
  judgeModel?: string;
  /** the run's folder: results.jsonl, then report.json and report.md */
  runDir: string;
}

export interface CaseResult extends CaseRun {
  tool: string;
  id: string;
  grades: Record<string, GradeResult>;
  judge?: JudgeScore;
  /** tokens the judge used on this case (counted apart from the tool's) */
  judgeTokens?: number;
}

export const resultsFile = (runDir: string) => path.join(runDir, 'results.jsonl');

export function readResults(runDir: string): CaseResult[] {
  const file = resultsFile(runDir);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CaseResult);
}

export function selectCases(sets: EvalSet[], o: Pick<HarnessOptions, 'tools' | 'limit'>) {
  return sets
    .filter((s) => !o.tools?.length || o.tools.includes(s.tool))
    .flatMap((s) => s.cases.slice(0, o.limit ?? s.cases.length).map((c) => ({ tool: s.tool, c })));
}

async function grade(tool: string, c: EvalCase, run: CaseRun): Promise<Record<string, GradeResult>> {
  const grades: Record<string, GradeResult> = {};
  for (const p of c.properties)
    grades[p] = run.error
      ? { pass: false, detail: `no answer: ${run.error}` }
      : await GRADERS[p](c.inputs, run.text, c.context ?? {});
  return grades;
}

/** Runs the cases not yet in the results file; returns every result of the run. */
export async function runHarness(sets: EvalSet[], o: HarnessOptions, log: (line: string) => void = () => {}) {
  fs.mkdirSync(o.runDir, { recursive: true });
  const done = new Set(readResults(o.runDir).map((r) => r.id));
  const todo = selectCases(sets, o).filter(({ c }) => !done.has(c.id));
  log(`${done.size} cases already done, ${todo.length} to run`);
  const client = new OpenAI({ baseURL: o.baseUrl, apiKey: o.apiKey || 'no-key', maxRetries: 1, timeout: 300_000 });
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const { tool, c } = todo[next++];
      const run = await runCase(client, o.model, tool, c).catch((err: Error): CaseRun => ({
        text: '',
        promptTokens: 0,
        completionTokens: 0,
        firstTokenMs: 0,
        totalMs: 0,
        error: err.message,
      }));
      const result: CaseResult = { tool, id: c.id, ...run, grades: await grade(tool, c, run) };
      if (o.judgeModel && !run.error) {
        const judged = await judge(client, o.judgeModel, JSON.stringify(c.inputs), run.text).catch(() => undefined);
        if (judged?.score) result.judge = judged.score;
        if (judged) result.judgeTokens = judged.tokens;
      }
      fs.appendFileSync(resultsFile(o.runDir), `${JSON.stringify(result)}\n`);
      const failed = Object.entries(result.grades).filter(([, g]) => !g.pass);
      log(`${c.id}: ${failed.length ? `failed ${failed.map(([p]) => p).join(', ')}` : 'passed'}`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, o.concurrency) }, worker));
  return readResults(o.runDir);
}
