// The classroom benches' ground (#31): the demo school in its own database of the throwaway
// PostgreSQL server (`lms_bench_classroom`, seeded once and kept between runs), one section of the
// demo teacher this term with 35 students who can sign in, the real server over it (its files in a
// fresh folder), and a fresh assignment for each run so every run counts only its own rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { BenchResult } from '../types.ts';
import { quantile } from './stats.ts';
import { benchDatabase, serve, type Served } from './large.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrateAll } from '../../server/db/migrate.ts';
import { ensureAccount, seedDemo } from '../../server/demo/seed.ts';
import { DEMO_PASSWORD } from '../../server/demo/demo-data.ts';

export const BENCH_STUDENTS = 35;
export const TEACHER = 'teacher@demo-academy.test';
const SECTION = 'Classroom bench';
const studentEmail = (i: number) => `bench.student${String(i).padStart(2, '0')}@demo-academy.test`;

export interface Student {
  email: string;
  partyId: number;
}

export interface Classroom {
  databaseUrl: string;
  /** the bench's own handle on the database (setting up rows, checking them afterwards) */
  database: Database;
  /** a plain pg client for the baselines (the same SQL sent directly) */
  client: pg.Client;
  section: number;
  students: Student[];
  served: Served;
  /** the server's DATA_DIR (its file store is `files/` in it) */
  dataDir: string;
  /** a published assignment of the bench section, due far ahead, with the given columns */
  assignment(title: string, extra?: Record<string, unknown>): Promise<number>;
  close(): Promise<void>;
}

/** The section (made once) and its 35 student accounts with their person records (made once). */
async function prepare(d: Database, log: (s: string) => void) {
  const db = d.db;
  await migrateAll(db);
  await seedDemo(db);
  const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db)).rows[0];
  const tenantId = (await one(sql<{ id: number }>`SELECT id FROM platform.tenants WHERE name = 'lms'`)).id;
  const found = await one(sql<{ id: number }>`SELECT id FROM lms.sections WHERE section_name = ${SECTION}`);
  const section =
    found?.id ??
    (
      await one(sql<{ id: number }>`INSERT INTO lms.sections (course_id, term_id, teacher_party_id, section_name)
      SELECT (SELECT min(id) FROM lms.courses),
        (SELECT tm.id FROM lms.terms tm JOIN platform.settings st ON st.current_year_term = tm.school_year || '/' ||
          tm.term_name AND st.tenant_id = ${tenantId}),
        (SELECT party_id FROM platform.app_users WHERE email = ${TEACHER}), ${SECTION} RETURNING id`)
    ).id;
  const students: Student[] = [];
  for (let i = 1; i <= BENCH_STUDENTS; i++) {
    const email = studentEmail(i);
    let partyId = (await one(sql<{ p: number }>`SELECT party_id AS p FROM platform.app_users WHERE email = ${email}`))
      ?.p;
    if (!partyId) {
      const [first, last] = ['Bench', `Student ${String(i).padStart(2, '0')}`];
      partyId = (
        await one(sql<{ p: number }>`INSERT INTO lms.parties (kind, first_name, last_name, email)
          VALUES ('student', ${first}, ${last}, ${email}) RETURNING party_id AS p`)
      ).p;
      const userId = await ensureAccount(db, {
        email,
        password: DEMO_PASSWORD,
        tenantId,
        roles: ['student'],
        firstName: first,
        lastName: last,
        partyId,
      });
      await sql`UPDATE lms.parties SET user_id = ${userId} WHERE party_id = ${partyId}`.execute(db);
    }
    await sql`INSERT INTO lms.enrollments (section_id, student_party_id) VALUES (${section}, ${partyId})
      ON CONFLICT DO NOTHING`.execute(db);
    students.push({ email, partyId });
  }
  log(`section ${section} with ${students.length} student accounts`);
  return { section, students };
}

/** `env`: more of the server's environment; `database`: another database than the classroom benches'. */
export async function classroom(
  log: (s: string) => void,
  { env = {}, database: name = 'lms_bench_classroom' }: { env?: Record<string, string>; database?: string } = {},
): Promise<Classroom> {
  const t0 = performance.now();
  const databaseUrl = await benchDatabase(name);
  const database = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), databasePoolSize: 4 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-classroom-'));
  try {
    const { section, students } = await prepare(database, log);
    log(`database ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const t1 = performance.now();
    const served = await serve({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env });
    log(`server healthy in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const stamp = new Date().toISOString();
    return {
      databaseUrl,
      database,
      client,
      section,
      students,
      served,
      dataDir,
      assignment: async (title, extra = {}) => {
        const a = { submission_kind: 'text', accepted_types: [] as string[], allow_resubmit: true, ...extra };
        const r = await sql<{ id: number }>`INSERT INTO lms.assignments (section_id, title, due_date, submission_kind,
          accepted_types, allow_resubmit, max_points, status) VALUES (${section}, ${`${title} ${stamp}`},
          '2999-01-01', ${a.submission_kind}, ${a.accepted_types}, ${a.allow_resubmit}, 100, 'published')
          RETURNING id`.execute(database.db);
        return r.rows[0].id;
      },
      close: async () => {
        await client.end();
        await served.stop();
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** A JSON call to the served API with a bearer token; throws with the answer on anything but `expect`. */
export async function call<T>(
  served: Served,
  token: string,
  method: string,
  url: string,
  body?: unknown,
  expect = 200,
): Promise<T> {
  const r = await fetch(`${served.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  if (r.status !== expect) throw new Error(`${method} ${url}: HTTP ${r.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** One p-quantile figure of ours against a baseline measured in the same run. */
export function figure(
  name: string,
  q: number,
  ours: number[],
  base: number[],
  baseline: string,
  extra: { target?: string; note?: string } = {},
): BenchResult {
  const v = quantile(ours, q);
  const b = quantile(base, q);
  return { name, value: v, unit: 'ms', baseline: { name: baseline, value: b }, ratio: v / b, ...extra };
}
