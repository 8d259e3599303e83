// npm run bench [name...]: runs bench/*.bench.ts one after another and prints each figure
// next to the baseline measured in the same run. Results also go to bench/results.json.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bench, BenchResult } from './types.ts';

const dir = path.dirname(new URL(import.meta.url).pathname);
const only = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();

const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2));
const all: Record<string, BenchResult[]> = {};
for (const f of files) {
  const name = f.replace('.bench.ts', '');
  console.log(`\n## ${name}`);
  try {
    const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as { default: Bench };
    const results = await mod.default();
    all[name] = results;
    for (const r of results) {
      const base = r.baseline
        ? `  | baseline ${r.baseline.name}: ${fmt(r.baseline.value)} ${r.unit}  | ratio ${r.ratio !== undefined ? fmt(r.ratio) : '-'}`
        : '';
      console.log(
        `- ${r.name}: ${fmt(r.value)} ${r.unit}${base}${r.target ? `  | target ${r.target}` : ''}${r.note ? `  (${r.note})` : ''}`,
      );
    }
  } catch (err) {
    console.log(`- FAILED: ${(err as Error).stack}`);
    all[name] = [];
  }
}
fs.writeFileSync(
  path.join(dir, 'results.json'),
  JSON.stringify({ at: new Date().toISOString(), results: all }, null, 2),
);
process.exit(0);
