// Starts the real server the way npm start does (the esbuild bundle, built when stale) on a
// port and waits for health.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export async function waitForHealth(url: string, timeoutMs = 60_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) return performance.now() - start;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`server at ${url} not healthy within ${timeoutMs} ms`);
}

export interface RunningServer {
  url: string;
  port: number;
  proc: ChildProcess;
  startMs: number;
  stop(): Promise<void>;
}

let built = false;

export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  if (!built) {
    if (spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' }).status !== 0)
      throw new Error('build failed');
    built = true;
  }
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['dist-server/main.mjs'], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // a first start migrates and seeds: minutes, not seconds, on a loaded shared machine
  await waitForHealth(url, 180_000);
  const startMs = performance.now() - t0;
  return {
    url,
    port,
    proc,
    startMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}
