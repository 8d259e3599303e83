// Cold start of the server on an existing data directory until /api/health answers, against a
// bare Node HTTP server started the same way (the floor any Node server pays).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { BenchResult } from './types.ts';
import { freePort, startServer, waitForHealth } from './helpers/server.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function bareNode(): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const code = `require('http').createServer((q,s)=>s.end('{"status":"ok"}')).listen(${port})`;
  const p = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  await waitForHealth(`http://localhost:${port}`);
  const ms = performance.now() - t0;
  p.kill();
  return ms;
}

export default async function (): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-start-'));
  const first = await startServer({ DATA_DIR: dataDir });
  await first.stop();
  const ours: number[] = [],
    bare: number[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer({ DATA_DIR: dataDir });
    ours.push(s.startMs);
    await s.stop();
    bare.push(await bareNode());
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  const o = median(ours),
    b = median(bare);
  return [
    { name: 'first start on an empty data dir (migrate + seed)', value: first.startMs, unit: 'ms' },
    {
      name: 'cold start on an existing data dir until /api/health (median of 3)',
      value: o,
      unit: 'ms',
      baseline: { name: 'bare node http server', value: b },
      ratio: o / b,
      target: '< 2000 ms',
    },
  ];
}
