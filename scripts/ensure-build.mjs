// npm start builds what is stale: the browser app (dist/, by Vite) and the server bundle
// (dist-server/main.mjs, by esbuild: one file, so a start does not transpile hundreds of modules).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const built = path.join(root, 'dist', 'index.html');

function newest(p) {
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = st.mtimeMs;
  for (const e of fs.readdirSync(p)) m = Math.max(m, newest(path.join(p, e)));
  return m;
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']
  .map((s) => path.join(root, s))
  .filter((s) => fs.existsSync(s));
const stale = !fs.existsSync(built) || sources.some((s) => newest(s) > fs.statSync(built).mtimeMs);
if (stale) {
  console.log('building the browser app (vite build)...');
  const r = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const serverBundle = path.join(root, 'dist-server', 'main.mjs');
const serverSources = ['server', 'src/policies', 'src/tools', 'package-lock.json']
  .map((s) => path.join(root, s))
  .filter((s) => fs.existsSync(s));
// the roster import reads its CSV files in a worker thread (server/roster/parse-thread.ts), its own file
const bundles = [
  ['server/main.ts', serverBundle],
  ['server/roster/parse-worker.ts', path.join(root, 'dist-server', 'roster-parse-worker.mjs')],
];
if (
  bundles.some(([, out]) => !fs.existsSync(out)) ||
  serverSources.some((s) => newest(s) > fs.statSync(serverBundle).mtimeMs)
) {
  console.log('bundling the server (esbuild)...');
  for (const [entry, out] of bundles) {
    const r = spawnSync(
      path.join(root, 'node_modules', '.bin', 'esbuild'),
      [
        entry,
        '--bundle',
        '--platform=node',
        '--format=esm',
        '--target=node22',
        '--packages=external',
        '--log-level=warning',
        `--outfile=${out}`,
      ],
      { cwd: root, stdio: 'inherit' },
    );
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
