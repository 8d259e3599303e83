// `npm run eval`: runs the evaluation set (eval/set) against an OpenAI-compatible model server and
// writes .data/eval/<run>/results.jsonl, report.json and report.md. Settings from AI_BASE_URL,
// AI_MODEL, AI_API_KEY or flags; `--run <name>` names the run folder (default: model and date), and
// running the same run again resumes it. `--publish <server-url>` then sends the report to that
// server's operators' page (/ai/eval-reports) with an operator's token (EVAL_PUBLISH_TOKEN or --token).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSet } from './set.ts';
import { runHarness } from './harness.ts';
import { buildReport, writeReport } from './report.ts';
import { publishReport } from './publish.ts';

const { values: v } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    model: { type: 'string' },
    'api-key': { type: 'string' },
    tools: { type: 'string' },
    limit: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    'price-in': { type: 'string' },
    'price-out': { type: 'string' },
    'judge-model': { type: 'string' },
    run: { type: 'string' },
    out: { type: 'string', default: '.data/eval' },
    publish: { type: 'string' },
    token: { type: 'string' },
  },
});

const baseUrl = v['base-url'] ?? process.env.AI_BASE_URL;
const model = v.model ?? process.env.AI_MODEL;
if (!baseUrl || !model) {
  console.error('Set AI_BASE_URL and AI_MODEL (or --base-url and --model).');
  process.exit(2);
}
const token = v.token ?? process.env.EVAL_PUBLISH_TOKEN;
if (v.publish && !token) {
  console.error("--publish needs an operator's bearer token: set EVAL_PUBLISH_TOKEN or pass --token.");
  process.exit(2);
}
const num = (s?: string) => (s === undefined ? undefined : Number(s));
const date = new Date().toISOString().slice(0, 10);
const runDir = path.resolve(v.out!, v.run ?? `${model.replace(/[^\w.-]+/g, '_')}-${date}`);
const prices = v['price-in'] || v['price-out'] ? { in: num(v['price-in']), out: num(v['price-out']) } : undefined;

const results = await runHarness(
  loadSet(),
  {
    baseUrl,
    model,
    apiKey: v['api-key'] ?? process.env.AI_API_KEY,
    tools: v.tools?.split(',').map((t) => t.trim()),
    limit: num(v.limit),
    concurrency: num(v.concurrency) ?? 4,
    judgeModel: v['judge-model'],
    runDir,
  },
  (line) => console.log(line),
);
const report = buildReport(results, { model, date, judgeModel: v['judge-model'], prices });
writeReport(runDir, report);
console.log(`Report: ${path.join(runDir, 'report.md')}`);
if (v.publish) {
  const published = await publishReport(v.publish, token!, report);
  console.log(published.ok ? published.message : `Not published (${published.status}): ${published.message}`);
  if (!published.ok) process.exitCode = 1;
}
