// `npm run eval -- --publish <server-url>`: the real command runs one case against the loopback model
// server and posts its report over HTTP to the app listening on a port, with an operator's token
// (EVAL_PUBLISH_TOKEN); the report is then among the operators' reports. A teacher's token (--token)
// is refused, the command says why and exits 1, and nothing more is stored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApiTest } from '../helpers/api.ts';
import { OPERATOR, TEACHER } from '../helpers/demo-accounts.ts';
import { rowCount } from '../helpers/db-rows.ts';
import { startOpenAiServer, type FakeOpenAi } from '../fixtures/openai-server.ts';

const t = useApiTest();
let model: FakeOpenAi;
let out: string;
let base: string;

beforeAll(async () => {
  model = await startOpenAiServer();
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-eval-publish-'));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await model?.close();
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

/** The command as an operator types it; answers its exit code and output. */
async function evalAndPublish(args: string[], env: Record<string, string> = {}) {
  const cmd = ['--import', 'tsx', 'server/ai-eval/cli.ts', '--base-url', model.url, '--model', 'canned-publish'];
  const run = [...cmd, '--tools', 'question-generator', '--limit', '1', '--run', 'pub', '--out', out, ...args];
  try {
    const r = await promisify(execFile)('node', run, { env: { ...process.env, EVAL_PUBLISH_TOKEN: '', ...env } });
    return { code: 0, stdout: r.stdout };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: `${err.stdout}${err.stderr}` };
  }
}

describe('npm run eval -- --publish', () => {
  it("stores the finished report on the server with the operator's token", async () => {
    const r = await evalAndPublish(['--publish', base], { EVAL_PUBLISH_TOKEN: await t.token(OPERATOR) });
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toMatch(/Report stored as #\d+ at http:\/\/127\.0\.0\.1:\d+\/ai\/eval-reports/);
    const list = await t.call(OPERATOR, 'GET', '/api/ai/eval-reports');
    expect(list.body.rows.map((x: { model: string; uploadedBy: string }) => [x.model, x.uploadedBy])).toEqual([
      ['canned-publish', OPERATOR],
    ]);
    const written = JSON.parse(fs.readFileSync(path.join(out, 'pub', 'report.json'), 'utf8'));
    expect(list.body.rows[0].report).toEqual(written);
  });

  it("is refused with a teacher's token: says why, exits 1 and stores nothing more", async () => {
    const r = await evalAndPublish(['--publish', base, '--token', await t.token(TEACHER)]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Not published (403)');
    expect(await rowCount(t.app.database.db, 'platform.ai_eval_reports')).toBe(1);
  });

  it('asks for a token before running anything', async () => {
    const before = model.requests.length;
    const r = await evalAndPublish(['--publish', base, '--run', 'no-token']);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('EVAL_PUBLISH_TOKEN');
    expect(model.requests.length).toBe(before);
  });
});
