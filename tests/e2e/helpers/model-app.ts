// A server of a spec's own whose AI_BASE_URL points at the loopback model server of
// tests/fixtures (the shared main server has no model), on a fresh data dir and a private copy
// of the built app (another run rebuilding dist/ must not change assets under it).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOpenAiServer, type FakeOpenAi } from '../../fixtures/openai-server.ts';
import { freePort } from '../../../bench/helpers/server.ts';

export interface ModelApp {
  base: string;
  model: FakeOpenAi;
  /** a scratch folder of the run, removed by stop() */
  dataDir: string;
  stop(): Promise<void>;
}

export async function startModelApp(name: string): Promise<ModelApp> {
  const model = await startOpenAiServer();
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lms-e2e-${name}-`));
  fs.cpSync('dist', path.join(dataDir, 'static'), { recursive: true });
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'w');
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      PUBLIC_URL: base,
      DATA_DIR: path.join(dataDir, 'data'),
      STATIC_DIR: path.join(dataDir, 'static'),
      LOG_LEVEL: 'warn',
      AI_BASE_URL: model.url,
      AI_MODEL: 'fixture-model',
      AI_API_KEY: 'sk-e2e',
    },
    stdio: ['ignore', log, log],
  });
  const end = Date.now() + 360_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > end || server.exitCode !== null) {
      throw new Error(
        `the ${name} server did not become healthy:\n${fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-2000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    model,
    dataDir,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
      await model.close();
      // kept beside the run's traces (scripts/e2e.sh prints their tails when the run fails)
      const keep = process.env.E2E_RUN_ID && path.join('test-results', process.env.E2E_RUN_ID);
      if (keep) {
        fs.mkdirSync(keep, { recursive: true });
        fs.copyFileSync(path.join(dataDir, 'server.log'), path.join(keep, `${name}-${port}.server.log`));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
