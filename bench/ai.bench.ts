// Time to first token through our server (POST /api/tools/{slug}/generate: sign-in token check,
// principal, template, quota reservation, SSE relay) against calling the loopback model server
// directly, in the same run, at 1 and at 200 concurrent streams, with a fixed token rate. Our
// server runs in a worker thread of its own (the model server and the clients in the main thread),
// so the event-loop delay reported is our server's alone (perf_hooks.monitorEventLoopDelay).
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { BenchResult } from './types.ts';
import { quantile } from './helpers/stats.ts';
import type { FakeOpenAi } from '../tests/fixtures/openai-server.ts';

// One stream: a short answer, many times. 200 streams: answers of a realistic length (300 tokens
// at 30 tokens/s, 10 s each), so about 20 new streams start every second while 200 are open.
const SHORT_TOKENS = 20;
const TOKENS = 300;
const TOKEN_MS = 33;
const SAMPLES_AT_1 = 80;
const MEASURE_MS = 15_000;
const BODY = {
  gradeLevel: 'Grade 7',
  topic: 'Photosynthesis',
  questionType: 'multiple-choice',
  count: 3,
  language: 'English',
};

type Msg = { type: string; [k: string]: unknown };

// ---- worker roles ------------------------------------------------------------------------
async function serverRole() {
  const { loadConfig } = await import('../server/config.ts');
  const { startApp } = await import('../server/start.ts');
  const { port, env } = workerData as { port: number; env: Record<string, string> };
  const app = await startApp(loadConfig(env), { logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  parentPort!.on('message', async (m: Msg) => {
    if (m.type === 'reset') {
      h.reset();
      parentPort!.postMessage({ type: 'reset-done' });
    }
    if (m.type === 'delay')
      parentPort!.postMessage({
        type: 'delay',
        p50: h.percentile(50) / 1e6,
        p99: h.percentile(99) / 1e6,
        max: h.max / 1e6,
      });
    if (m.type === 'close') {
      await app.close();
      parentPort!.postMessage({ type: 'closed' });
    }
  });
  parentPort!.postMessage({ type: 'ready' });
}

if (!isMainThread && workerData?.role) {
  serverRole().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

// ---- the bench ---------------------------------------------------------------------------
export function startWorker(data: object): Promise<{ worker: Worker; ready: Msg }> {
  // Workers do not inherit the tsx loader: register it first, then load this file in the worker.
  const boot = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: data });
  return new Promise((resolve, reject) => {
    worker.once('message', (m: Msg) => resolve({ worker, ready: m }));
    worker.once('error', reject);
  });
}

export const ask = (w: Worker, type: string): Promise<Msg> =>
  new Promise((resolve) => {
    const on = (m: Msg) => {
      if (m.type === type || m.type === `${type}-done` || (type === 'close' && m.type === 'closed')) {
        w.off('message', on);
        resolve(m);
      }
    };
    w.on('message', on);
    w.postMessage({ type });
  });

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** Sends one streaming request; resolves with ms until the first token, after the stream ends. */
export function firstToken(
  url: string,
  body: object,
  headers: Record<string, string>,
  isToken: (text: string) => boolean,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const t0 = performance.now();
    let ttft = -1;
    let seen = '';
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`HTTP ${res.statusCode} from ${url}`));
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (ttft >= 0) return;
          seen += chunk;
          if (isToken(seen)) ttft = performance.now() - t0;
        });
        res.on('end', () =>
          ttft >= 0 ? resolve(ttft) : reject(new Error(`stream ended without a token: ${seen.slice(0, 300)}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * `concurrency` streams kept open: each slot starts its next stream when its last one ends, and
 * the slots' first starts are spread over one stream's length, so new streams arrive steadily
 * while the others are mid-way (many teachers at once, not one burst). Only streams started once
 * all slots are busy are measured, for `measureMs`.
 */
export async function steady(
  concurrency: number,
  streamMs: number,
  measureMs: number,
  one: () => Promise<number>,
): Promise<number[]> {
  const out: number[] = [];
  const t0 = performance.now();
  const measureFrom = t0 + streamMs;
  const stopAt = measureFrom + measureMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, i) => {
      await new Promise((r) => setTimeout(r, (i * streamMs) / concurrency));
      while (performance.now() < stopAt) {
        const started = performance.now();
        const ttft = await one();
        if (started >= measureFrom) out.push(ttft);
      }
    }),
  );
  return out;
}

export async function sequential(n: number, one: () => Promise<number>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(await one());
  return out;
}

export interface AiServer {
  base: string;
  server: { worker: Worker };
  fake: FakeOpenAi;
  /** the loopback model server's streaming call, the baseline */
  direct: () => Promise<number>;
  /** a bearer header for an account, signed in through the real login */
  auth(email: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/**
 * The loopback model server, our server in a worker thread on it, the daily quotas lifted;
 * `env` adds to our server's settings.
 */
export async function startAiServer(env: Record<string, string> = {}): Promise<AiServer> {
  const { signIn } = await import('./files.bench.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-ai-'));
  const { startOpenAiServer } = await import('../tests/fixtures/openai-server.ts');
  const fake = await startOpenAiServer({ reply: 'word '.repeat(SHORT_TOKENS), tokenDelayMs: TOKEN_MS });
  const modelUrl = fake.url;
  const port = await new Promise<number>((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const server = await startWorker({
    role: 'server',
    port,
    env: {
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      STATIC_DIR: path.join(dataDir, 'none'),
      OIDC_ACCESS_TOKEN_TTL: '3600',
      AI_BASE_URL: modelUrl,
      AI_MODEL: 'bench-model',
      AI_API_KEY: 'sk-bench',
      ...env,
    },
  });
  const close = async () => {
    await ask(server.worker, 'close').catch(() => undefined);
    await server.worker.terminate();
    await fake.close();
    agent.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Lift the daily quotas so 600+ streams are not refused: the platform's rows, which an
    // operator changes (a school's own rows can only lower them).
    const operator = { authorization: `Bearer ${await signIn(base, 'operator@ei.test')}` };
    for (const role of ['admin', '*']) {
      const r = await fetch(`${base}/api/ai-admin/rate-limits/${encodeURIComponent(role)}`, {
        method: 'PUT',
        headers: { ...operator, 'content-type': 'application/json' },
        body: JSON.stringify({ tenantId: 'platform', requestsPerDay: null, tokensPerDay: null }),
      });
      if (!r.ok) throw new Error(`quota update failed: ${r.status}`);
    }
  } catch (err) {
    await close();
    throw err;
  }
  return {
    base,
    server,
    fake,
    direct: () =>
      firstToken(
        `${modelUrl}/chat/completions`,
        { model: 'bench-model', stream: true, messages: [{ role: 'user', content: 'hi' }] },
        { authorization: 'Bearer sk-bench' },
        (s) => /"content":"[^"]/.test(s),
      ),
    auth: async (email) => ({ authorization: `Bearer ${await signIn(base, email)}` }),
    close,
  };
}

/**
 * Time to first token of `ours` against the model server directly, at 1 stream (short answers,
 * one after another) and at 200 streams kept open, with our server's event-loop delay.
 */
export async function ttftFigures(ai: AiServer, label: string, ours: () => Promise<number>): Promise<BenchResult[]> {
  await sequential(20, ours); // warm-up: code paths, connections, caches
  const results: BenchResult[] = [];
  for (const concurrency of [1, 200]) {
    const tokens = concurrency === 1 ? SHORT_TOKENS : TOKENS;
    ai.fake.set({ reply: 'word '.repeat(tokens) });
    const run = (one: () => Promise<number>) =>
      concurrency === 1 ? sequential(SAMPLES_AT_1, one) : steady(concurrency, tokens * TOKEN_MS, MEASURE_MS, one);
    const loadBefore = os.loadavg()[0];
    const d = await run(ai.direct);
    await ask(ai.server.worker, 'reset');
    const o = await run(ours);
    const delay = (await ask(ai.server.worker, 'delay')) as unknown as { p99: number; max: number };
    for (const [q, p] of [
      ['p50', 0.5],
      ['p99', 0.99],
    ] as const) {
      const dv = quantile(d, p);
      const ov = quantile(o, p);
      results.push({
        name: `${label}, ${concurrency} stream${concurrency > 1 ? 's' : ''}, ${q}, through our server`,
        value: ov,
        unit: 'ms',
        baseline: { name: 'model server directly', value: dv },
        ratio: ov / dv,
        target: concurrency === 200 ? (q === 'p50' ? '< 5 ms added' : '< 25 ms added') : undefined,
        note: `${(ov - dv).toFixed(1)} ms added; ${o.length} streams measured, ${tokens} tokens each at ${Math.round(1000 / TOKEN_MS)}/s; load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
      });
    }
    results.push({
      name: `server event-loop delay p99 during ${concurrency} stream${concurrency > 1 ? 's' : ''} (${label})`,
      value: delay.p99,
      unit: 'ms',
      target: concurrency === 200 ? '< 50 ms' : undefined,
      note: `max ${delay.max.toFixed(1)} ms`,
    });
  }
  return results;
}

export default async function aiBench(): Promise<BenchResult[]> {
  const ai = await startAiServer();
  try {
    const auth = await ai.auth('admin@demo-academy.test');
    return await ttftFigures(ai, 'time to first token', () =>
      firstToken(`${ai.base}/api/tools/question-generator/generate`, BODY, auth, (s) => s.includes('event: delta')),
    );
  } finally {
    await ai.close();
  }
}
