// Real server processes (`node --import tsx server/main.ts`) on one database, and nginx from
// Debian in front of them as the load balancer, for the several-servers tests (docs/scaling.md).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, waitForHealth } from '../../bench/helpers/server.ts';

/** an answer's body, as the tests read it */
type Body = any; // eslint-disable-line @typescript-eslint/no-explicit-any
export type Call = (
  token: string,
  method: string,
  url: string,
  body?: unknown,
) => Promise<{ status: number; body: Body }>;

export const overHttp =
  (base: string): Call =>
  async (token, method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  };

/** Asks until the answer has status `want`; answers how long that took, or fails after 5 s. */
export async function until(ask: () => Promise<{ status: number; body: { error?: { code?: string } } }>, want: number) {
  const t0 = performance.now();
  for (;;) {
    const r = await ask();
    if (r.status === want) return { ms: performance.now() - t0, body: r.body };
    if (performance.now() - t0 > 5000) throw new Error(`still ${r.status} after 5 s, expected ${want}`);
    await new Promise((res) => setTimeout(res, 5));
  }
}

export const stopProcess = (p: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (p.exitCode !== null || p.signalCode !== null) return resolve();
    p.once('exit', () => resolve());
    p.kill('SIGTERM');
  });

/** Starts one server process on 127.0.0.1:port and waits until it answers its health check. */
export async function serveProcess(port: number, publicUrl: string, env: Record<string, string>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      SEED: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, 120_000);
  } catch (err) {
    await stopProcess(proc);
    throw err;
  }
  return proc;
}

const NGINX = ['/usr/sbin/nginx', 'nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0);

/**
 * nginx in the foreground on a free loopback port, round robin over the given ports, streaming
 * (no buffering, for event streams and uploads). Its files live in `dir`.
 */
export async function startNginx(dir: string, port: number, upstreams: number[]) {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx; .ci/run does)');
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const conf = `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream lms { ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join(' ')} keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 100m;
    location / {
      proxy_pass http://lms;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_request_buffering off;
      proxy_read_timeout 300s;
    }
  }
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const proc = spawn(
    NGINX,
    ['-p', dir, '-e', path.join(dir, 'logs', 'error.log'), '-c', path.join(dir, 'nginx.conf')],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForHealth(`http://127.0.0.1:${port}`, 10_000).catch(async (err) => {
    await stopProcess(proc);
    throw err;
  });
  return proc;
}

export { freePort };
