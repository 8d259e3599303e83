// The embedded database in a worker thread (PGLITE_WORKER, server/db/pglite-thread.ts): values and
// errors cross the thread intact, a transaction holds the one connection from BEGIN to COMMIT,
// a commit's notifications arrive before its promise settles, pg_trgm loads, and the event loop
// keeps running while a long query runs (on the main thread it would stall for the whole query).
// Then the real app on it: sign-in, a list page, a write, a stale write refused 409.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { PRINCIPAL_CHANNEL } from '../../server/db/notify.ts';
import { isDatabaseUnavailable } from '../../server/db/unavailable.ts';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';

/** The longest pause of a 5 ms timer while `work` runs, and how long the work took. */
async function stallDuring(work: () => Promise<unknown>) {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  const t0 = performance.now();
  await work();
  const took = performance.now() - t0;
  clearInterval(timer);
  return { longest: Math.max(longest, performance.now() - last), took };
}

const LONG_QUERY = sql`SELECT count(*)::int AS n FROM generate_series(1, 4000000) g WHERE g % 7 = 0`;

describe('PGlite in a worker thread', () => {
  let dir: string;
  let d: Database;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-pglite-worker-'));
    d = await openDatabase({ dataDir: dir, databasePoolSize: 1, pgliteWorker: true });
    await sql`CREATE TABLE t (id int PRIMARY KEY, name text UNIQUE, at timestamptz, doc jsonb, raw bytea)`.execute(
      d.db,
    );
  }, 90_000);
  afterAll(async () => {
    await d?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('returns values of every kind the app reads, and errors with their SQLSTATE and constraint', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    await sql`INSERT INTO t VALUES (1, 'one', ${at}, ${JSON.stringify({ a: [1, 'x'] })}::jsonb, '\\x0102ff')`.execute(
      d.db,
    );
    const row = (await sql<Record<string, unknown>>`SELECT * FROM t`.execute(d.db)).rows[0];
    expect(row).toEqual({ id: 1, name: 'one', at, doc: { a: [1, 'x'] }, raw: new Uint8Array([1, 2, 255]) });
    const err = await sql`INSERT INTO t (id, name) VALUES (2, 'one')`.execute(d.db).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 't_name_key' });
  });

  it('holds the one connection from BEGIN to COMMIT, and a rollback leaves nothing', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = d.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO t (id, name) VALUES (10, 'ten')`.execute(trx);
      await held;
      order.push('commit');
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = sql<{ n: number }>`SELECT count(*)::int AS n FROM t WHERE id = 10`
      .execute(d.db)
      .then((r) => order.push(`read ${r.rows[0].n}`));
    await new Promise((r) => setTimeout(r, 50));
    release();
    await Promise.all([tx, outside]);
    expect(order).toEqual(['commit', 'read 1']);
    await d.db
      .transaction()
      .execute(async (trx) => {
        await sql`INSERT INTO t (id, name) VALUES (11, 'eleven')`.execute(trx);
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect((await sql`SELECT 1 FROM t WHERE id = 11`.execute(d.db)).rows).toEqual([]);
  });

  it("delivers a commit's notifications before the commit's promise settles", async () => {
    const seen: string[] = [];
    const off = d.notifications.subscribe(PRINCIPAL_CHANNEL, { message: (p) => seen.push(p), reset: () => undefined });
    await d.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_notify(${PRINCIPAL_CHANNEL}, 'u:42')`.execute(trx);
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['u:42']);
    off();
  });

  it('loads pg_trgm', async () => {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(d.db);
    const r = await sql<{ s: number }>`SELECT similarity('word', 'words') AS s`.execute(d.db);
    expect(r.rows[0].s).toBeCloseTo(4 / 7, 5);
  });

  it('keeps the event loop running while a long query runs', async () => {
    const { longest, took } = await stallDuring(() => LONG_QUERY.execute(d.db));
    expect(took).toBeGreaterThan(150);
    expect(longest).toBeLessThan(took / 2);
  }, 90_000);
});

describe('the app on PGlite in a worker thread', () => {
  const t = useApiTest(); // the worker thread is the default

  it('answers as a lost database (503 database_unavailable) once its thread has ended', async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-pglite-worker-end-'));
    const e = await openDatabase({ dataDir: own, databasePoolSize: 1, pgliteWorker: true });
    await sql`SELECT 1`.execute(e.db); // (Kysely ends a pool it has used)
    await e.close();
    const err = await e.embedded!.query('SELECT 1').then(
      () => undefined,
      (x: unknown) => x,
    );
    fs.rmSync(own, { recursive: true, force: true });
    expect(err).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(err)).toBe(true);
  }, 90_000); // a new data directory (initdb in the thread) took over 30 s at load 30-50

  it('signs in, lists, writes, and refuses a stale write 409', async () => {
    expect(t.config.pgliteWorker).toBe(true);
    const list = await t.list(TEACHER, 'courses', 'courses');
    expect(list.status).toBe(200);
    expect((list.body as { data: { rows: unknown[] }[] }).data[0].rows.length).toBeGreaterThan(0);
    // a write through a transaction (with its notification trigger), then the same with a stale version
    const student = (
      await sql<{ id: number; version: number; role_permissions: string[] }>`
        SELECT r.id, r.version, r.role_permissions FROM platform.roles r JOIN platform.tenants t ON t.id = r.tenant_id
        WHERE t.name = 'lms' AND r.role_name = 'student'`.execute(t.app.database.db)
    ).rows[0];
    const put = (version: number) =>
      t.call(ADMIN, 'PUT', `/api/admin/roles/${student.id}/permissions`, {
        role_permissions: student.role_permissions,
        version,
      });
    expect((await put(student.version)).status).toBe(200);
    const stale = await put(student.version);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'version_conflict' });
  }, 90_000);
});
