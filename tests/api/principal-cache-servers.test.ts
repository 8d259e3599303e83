// Two servers on one database behave as one (shared/CONTRACTS.md section 11, docs/scaling.md):
// signed in, a permission revoked through A (or an account disabled) is refused by B within 1 s,
// although B had the principal cached. On PostgreSQL the servers are two real processes
// (`node --import tsx server/main.ts`) behind nginx from Debian (round robin, one PUBLIC_URL)
// sharing one file directory: the sign-in runs through nginx, the sign-up rate limit counts hits
// on both servers together, a file uploaded through A downloads through B. The measured delays
// are logged.
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { LISTENER_NAME } from '../../server/db/notify.ts';
import { freePort, overHttp, serveProcess, startNginx, stopProcess, until, type Call } from '../helpers/servers.ts';
import { SIGNUPS_PER_HOUR } from '../../server/signup/sign-up.ts';
import { signIn } from '../../bench/files.bench.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';
import { startOpenAiServer, type FakeOpenAi } from '../fixtures/openai-server.ts';
import { MCQ_REQUEST, parseSse, textOf } from './tools-support.ts';

const LIMIT_MS = 1000;

interface Servers {
  t: TestApp;
  a: Call;
  b: Call;
  tokenFromA(email: string): Promise<string>;
}

/** The scenarios, for either kind of pair. */
function scenarios(get: () => Servers) {
  const tokens = new Map<string, string>();
  const token = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, await get().tokenFromA(email));
    return tokens.get(email)!;
  };
  const coursesOn = async (call: Call) =>
    call(await token(TEACHER), 'POST', '/api/query/listmodel', { bizobjfile: 'courses', api: 'courses', rowsize: 1 });
  const teacherRole = async () =>
    (
      await sql<{ id: number; version: number; role_permissions: string[] }>`
      SELECT r.id, r.version, r.role_permissions FROM platform.roles r JOIN platform.tenants t ON t.id = r.tenant_id
      WHERE t.name = 'lms' AND r.role_name = 'teacher'`.execute(get().t.app.database.db)
    ).rows[0];

  it('a permission revoked through A is refused by B within 1 s', async () => {
    const { a, b } = get();
    expect((await coursesOn(b)).status).toBe(200);
    expect((await coursesOn(b)).status).toBe(200); // now cached on B
    const role = await teacherRole();
    const r = await a(await token(ADMIN), 'PUT', `/api/admin/roles/${role.id}/permissions`, {
      role_permissions: role.role_permissions.filter((p) => p !== 'course.read'),
      version: role.version,
    });
    expect(r.status).toBe(200);
    const refused = await until(() => coursesOn(b), 403);
    console.log(`[two servers] revoked permission refused by B after ${refused.ms.toFixed(1)} ms`);
    expect(refused.body.error).toMatchObject({ code: 'missing_permission', permission: 'course.read' });
    expect(refused.ms).toBeLessThan(LIMIT_MS);

    const back = await a(await token(ADMIN), 'PUT', `/api/admin/roles/${role.id}/permissions`, {
      role_permissions: role.role_permissions,
      version: r.body.version,
    });
    expect(back.status).toBe(200);
    const allowed = await until(() => coursesOn(b), 200);
    console.log(`[two servers] restored permission allowed by B after ${allowed.ms.toFixed(1)} ms`);
    expect(allowed.ms).toBeLessThan(LIMIT_MS);
  });

  it('an account disabled through A is refused by B within 1 s', async () => {
    const { a, b, t } = get();
    const me = async () => b(await token(TEACHER), 'GET', '/api/me');
    expect((await me()).status).toBe(200);
    const { user_id } = (
      await sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${TEACHER}`.execute(
        t.app.database.db,
      )
    ).rows[0];
    const off = await a(await token(ADMIN), 'POST', '/api/resources/users/actions/disable', { ids: [user_id] });
    expect(off.status).toBe(200);
    const refused = await until(me, 403);
    console.log(`[two servers] disabled account refused by B after ${refused.ms.toFixed(1)} ms`);
    expect(refused.body.error?.code).toBe('account_disabled');
    expect(refused.ms).toBeLessThan(LIMIT_MS);
    const on = await a(await token(ADMIN), 'POST', '/api/resources/users/actions/enable', { ids: [user_id] });
    expect(on.status).toBe(200);
    // disabling through A ended the account's sessions: B refuses the token from before too
    const ended = await until(me, 401);
    expect([ended.body.error?.code, ended.ms < LIMIT_MS]).toEqual(['session_ended', true]);
    tokens.delete(TEACHER);
    expect((await until(me, 200)).ms).toBeLessThan(LIMIT_MS);
  });

  return { coursesOn, teacherRole, token };
}

describe('two server processes behind nginx on one PostgreSQL database', () => {
  let t: TestApp;
  const procs: ChildProcess[] = [];
  const urls = { a: '', b: '', lb: '' };
  let servers: Servers;
  let model: FakeOpenAi;

  beforeAll(async () => {
    t = await createTestApp();
    model = await startOpenAiServer();
    const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
    [urls.a, urls.b, urls.lb] = [portA, portB, portLb].map((p) => `http://127.0.0.1:${p}`);
    // one public address for both, the load balancer's: tokens name that issuer
    const env = {
      DATABASE_URL: t.config.databaseUrl!,
      DATA_DIR: t.config.dataDir, // the shared file directory
      STATIC_DIR: path.join(t.config.dataDir, 'no-static'),
      SECRET_KEY: randomBytes(24).toString('hex'),
      REDIS_URL: '', // rate-limit counters in the database
      AI_BASE_URL: model.url,
      AI_MODEL: 'test-model',
      AI_API_KEY: 'sk-two-servers',
    };
    const t0 = performance.now();
    procs.push(...(await Promise.all([serveProcess(portA, urls.lb, env), serveProcess(portB, urls.lb, env)])));
    procs.push(await startNginx(path.join(t.config.dataDir, 'nginx'), portLb, [portA, portB]));
    console.log(`[two servers] both servers and nginx answering after ${(performance.now() - t0).toFixed(0)} ms`);
    servers = {
      t,
      a: overHttp(urls.a),
      b: overHttp(urls.b),
      // the OIDC flow through nginx: its requests land on A and B in turn
      tokenFromA: (email) => signIn(urls.lb, email),
    };
  });
  afterAll(async () => {
    await Promise.all(procs.map(stopProcess));
    await model?.close();
    await t?.close();
  });

  const { coursesOn, teacherRole, token } = scenarios(() => servers);

  it('streams a teacher tool through nginx as it is written, not all at the end', async () => {
    const reply = 'word '.repeat(40).trim();
    model.set({ reply, tokenDelayMs: 30, firstTokenDelayMs: 0 });
    const t0 = performance.now();
    const res = await fetch(`${urls.lb}/api/tools/question-generator/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token(TEACHER)}`, 'content-type': 'application/json' },
      body: JSON.stringify(MCQ_REQUEST),
    });
    expect([res.status, res.headers.get('content-type')]).toEqual([200, expect.stringContaining('text/event-stream')]);
    const reader = res.body!.getReader();
    let text = '';
    let firstDelta = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += new TextDecoder().decode(chunk.value);
      if (!firstDelta && text.includes('event: delta')) firstDelta = performance.now() - t0;
    }
    const total = performance.now() - t0;
    console.log(
      `[two servers] stream through nginx: first delta ${firstDelta.toFixed(0)} ms, end ${total.toFixed(0)} ms`,
    );
    expect(textOf(parseSse(text))).toBe(reply);
    // 40 tokens 30 ms apart take over a second upstream; a buffered stream would arrive in one piece
    expect(total - firstDelta).toBeGreaterThan(600);
  });

  it('when the listener connections are lost, B forgets what it cached and listens again', async () => {
    const { a, b } = servers;
    expect((await coursesOn(b)).status).toBe(200);
    expect((await coursesOn(b)).status).toBe(200);
    const role = await teacherRole();
    const db = t.app.database.db;
    // a write in replica mode fires no trigger: B cannot know, and keeps serving its copy
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await sql`UPDATE platform.roles SET role_permissions = role_permissions - 'course.read' WHERE id = ${role.id}`.execute(
        trx,
      );
    });
    expect((await coursesOn(b)).status).toBe(200);

    const admin = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
    const listeners = () =>
      admin.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [LISTENER_NAME],
      );
    try {
      const before = (await listeners()).rows.map((r) => r.pid);
      expect(before.length).toBeGreaterThanOrEqual(2);
      await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
      const refused = await until(() => coursesOn(b), 403);
      console.log(`[two servers] after the listener was killed, B read the change after ${refused.ms.toFixed(1)} ms`);
      expect(refused.ms).toBeLessThan(LIMIT_MS);

      // listening again: a change made through A reaches B's cache as before
      const t0 = performance.now();
      while ((await listeners()).rows.filter((r) => !before.includes(r.pid)).length < before.length) {
        if (performance.now() - t0 > 10_000) throw new Error('the listeners did not come back');
        await new Promise((res) => setTimeout(res, 20));
      }
      const now = await teacherRole();
      const r = await a(await token(ADMIN), 'PUT', `/api/admin/roles/${role.id}/permissions`, {
        role_permissions: role.role_permissions,
        version: now.version,
      });
      expect(r.status).toBe(200);
      expect((await until(() => coursesOn(b), 200)).ms).toBeLessThan(LIMIT_MS);
    } finally {
      await admin.end();
    }
  });

  it('accepts the token from the sign-in through nginx on A, on B and through nginx', async () => {
    for (const call of [servers.a, servers.b, overHttp(urls.lb), overHttp(urls.lb)]) {
      const me = await call(await token(TEACHER), 'GET', '/api/me');
      expect([me.status, me.body.email]).toEqual([200, TEACHER]);
    }
  });

  it('counts the sign-up rate limit across both servers (database counters)', async () => {
    const signup = (base: string) =>
      fetch(`${base}/api/signup/student`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    for (let i = 0; i < SIGNUPS_PER_HOUR; i++) expect((await signup(i % 2 ? urls.a : urls.b)).status).not.toBe(429);
    // each server has seen half the limit; together they have used it up
    for (const base of [urls.a, urls.b]) {
      const r = await signup(base);
      expect([r.status, (await r.json()).error.code]).toEqual([429, 'rate_limited']);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(3500);
    }
    const row = await sql<{ count: number }>`
      SELECT count FROM platform.rate_counters WHERE key = 'signup:127.0.0.1'`.execute(t.app.database.db);
    expect(row.rows[0].count).toBe(SIGNUPS_PER_HOUR + 2);
  });

  it('downloads through B, and through nginx, a file uploaded through A', async () => {
    const auth = { authorization: `Bearer ${await token(TEACHER)}` };
    const { dir } = await (await fetch(`${urls.a}/fs/list`, { headers: auth })).json();
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(256 * 1024)]);
    const form = new FormData();
    form.append('files', new Blob([bytes]), 'shared.pdf');
    const up = await fetch(`${urls.a}/fs/files?dir=${encodeURIComponent(dir)}`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(up.status).toBe(201);
    const [f] = (await up.json()) as { filePath: string }[];
    const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
    for (const base of [urls.b, urls.lb]) {
      const down = await fetch(`${base}/fs/files?filePath=${encodeURIComponent(f.filePath)}`, { headers: auth });
      expect(down.status).toBe(200);
      expect(sha(Buffer.from(await down.arrayBuffer()))).toBe(sha(bytes));
    }
  });
});
