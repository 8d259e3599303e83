// A real Redis (Debian's redis-server, installed by .ci/run) on a free loopback port, without
// persistence, for one test file.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { freePort } from '../../bench/helpers/server.ts';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

/** A new redis-server, on `port` when given (to bring one back where a client expects it). */
export async function startRedis(port?: number): Promise<RedisServer> {
  if (spawnSync('redis-server', ['--version']).status !== 0)
    throw new Error('redis-server is not installed (apt-get install redis-server; .ci/run does)');
  port ??= await freePort();
  const proc = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const t0 = Date.now();
  while (!(await canConnect(port))) {
    if (proc.exitCode !== null || Date.now() - t0 > 10_000) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}
