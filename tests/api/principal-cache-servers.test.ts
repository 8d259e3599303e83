// Two servers on one database behave as one: signed in through A, a permission revoked through A
// (or an account disabled) is refused by B within 1 s, although B had the principal cached.
// On PostgreSQL the servers are two real processes (`node --import tsx server/main.ts`); PGlite has
// one owner per data directory, so there the test runs two app instances on one database object.
// The measured delay is logged.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { loginAs } from '../helpers/oidc-login.ts';
import { buildApp } from '../../server/app.ts';
import { LISTENER_NAME } from '../../server/db/notify.ts';
import { freePort, waitForHealth } from '../../bench/helpers/server.ts';
import { signIn } from '../../bench/files.bench.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';

const LIMIT_MS = 1000;
const onPostgres = Boolean(process.env.DATABASE_URL);

type Call = (token: string, method: string, url: string, body?: unknown) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

const overHttp =
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

const overInject =
  (app: FastifyInstance): Call =>
  async (token, method, url, body) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  };

/** Asks until `ok` holds; answers how long that took, or fails after 5 s. */
async function until(ask: () => Promise<{ status: number; body: { error?: { code?: string } } }>, want: number) {
  const t0 = performance.now();
  for (;;) {
    const r = await ask();
    if (r.status === want) return { ms: performance.now() - t0, body: r.body };
    if (performance.now() - t0 > 5000) throw new Error(`still ${r.status} after 5 s, expected ${want}`);
    await new Promise((res) => setTimeout(res, 5));
  }
}

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
    expect((await until(me, 200)).ms).toBeLessThan(LIMIT_MS);
  });

  return { coursesOn, teacherRole, token };
}

describe.runIf(onPostgres)('two server processes on one PostgreSQL database', () => {
  let t: TestApp;
  const procs: ChildProcess[] = [];
  let servers: Servers;

  async function serve(port: number, publicUrl: string, env: Record<string, string>) {
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
    procs.push(proc);
    await waitForHealth(`http://127.0.0.1:${port}`, 120_000);
  }

  beforeAll(async () => {
    t = await createTestApp();
    const [portA, portB] = [await freePort(), await freePort()];
    // one public address for both, as behind a load balancer: tokens name that issuer
    const publicUrl = `http://127.0.0.1:${portA}`;
    const env = {
      DATABASE_URL: t.config.databaseUrl!,
      DATA_DIR: t.config.dataDir,
      STATIC_DIR: path.join(t.config.dataDir, 'no-static'),
      SECRET_KEY: randomBytes(24).toString('hex'),
    };
    await Promise.all([serve(portA, publicUrl, env), serve(portB, publicUrl, env)]);
    servers = {
      t,
      a: overHttp(`http://127.0.0.1:${portA}`),
      b: overHttp(`http://127.0.0.1:${portB}`),
      tokenFromA: (email) => signIn(publicUrl, email),
    };
  });
  afterAll(async () => {
    await Promise.all(
      procs.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.exitCode !== null) return resolve();
            p.once('exit', () => resolve());
            p.kill('SIGTERM');
          }),
      ),
    );
    await t?.close();
  });

  const { coursesOn, teacherRole, token } = scenarios(() => servers);

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
});

describe.runIf(!onPostgres)('two app instances on one PGlite database', () => {
  let t: TestApp;
  let appB: FastifyInstance;
  let servers: Servers;

  beforeAll(async () => {
    t = await createTestApp();
    // the second instance shares the database object: PGlite has a single owner
    appB = await buildApp({ config: t.config, database: t.app.database, logger: false });
    await appB.ready();
    servers = {
      t,
      a: overInject(t.app),
      b: overInject(appB),
      tokenFromA: async (email) => (await loginAs(t.app, email)).access_token,
    };
  });
  afterAll(async () => {
    await appB?.close();
    await t?.close();
  });

  scenarios(() => servers);
});
