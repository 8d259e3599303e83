// The OneRoster REST sync (server/oneroster-rest, docs/oneroster-rest.md) against a loopback
// provider speaking the Rostering service (tests/helpers/oneroster-loopback.ts) that serves two
// schools: the connection takes one org, the sync runs on the job engine and writes through the
// roster engine; a second run changes nothing; a class, a person and enrolments the provider deletes
// outright are ended at the next run; a refused token, a failing or hanging page, a
// malformed record and an answer for another org each fail the run with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import { waitFor } from '../helpers/smtp-sink.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';
import {
  generateSchool,
  merge,
  startOneRosterLoopback,
  type OneRosterLoopback,
} from '../helpers/oneroster-loopback.ts';

let loop: OneRosterLoopback;
let t: ApiTest;
const A = generateSchool('ora', 'org-a', 40);
const B = generateSchool('orb', 'org-b', 30);

beforeAll(async () => {
  loop = await startOneRosterLoopback(merge(A, B));
  // the provider's pages carry at most 50 records, whatever the sync asks for
  loop.maxLimit = 50;
  t = await createApiTest({
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    ONEROSTER_REST_TIMEOUT_SECONDS: '1',
    JOBS_POLL_SECONDS: '0.5',
  });
});
afterAll(() => Promise.all([t?.close(), loop?.close()]));

const db = () => t.app.database.db;
type Run = {
  id: number;
  ok: boolean;
  counts: Record<string, Record<string, number>>;
  errors: { file: string; message: string }[];
};
const settings = () => ({
  base_url: loop.base,
  token_url: loop.tokenUrl,
  client_id: loop.clientId,
  client_secret: loop.clientSecret,
  org_sourced_ids: ['org-a'],
  schedule: 'off',
});

/** Sync now, waiting for the job and answering its run. */
async function sync(): Promise<Run> {
  const before = (await t.call(ADMIN, 'GET', '/api/oneroster-rest/runs')).body.data.length as number;
  const q = await t.call(ADMIN, 'POST', '/api/oneroster-rest/sync');
  expect(q.status, JSON.stringify(q.body)).toBe(202);
  let runs: Run[] = [];
  await waitFor(
    async () => (runs = (await t.call(ADMIN, 'GET', '/api/oneroster-rest/runs')).body.data).length > before,
    30_000,
    'the OneRoster sync run',
  );
  return runs[0];
}
const count = async (table: string, where = sql`sourced_id LIKE 'or%'`) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(`lms.${table}`)} WHERE ${where}`.execute(db()))
    .rows[0].n;
const school = async () => ({
  people: await count('parties'),
  students: await count('parties', sql`sourced_id LIKE 'ora-s-%' AND kind = 'student'`),
  teachers: await count('parties', sql`sourced_id LIKE 'ora-t-%' AND kind = 'teacher'`),
  terms: await count('terms'),
  courses: await count('courses'),
  sections: await count('sections'),
  enrolments: await count('enrollments'),
});

describe('OneRoster REST connection', () => {
  it('refuses a sync before it is configured, a bad URL, and a teacher', async () => {
    expect((await t.call(ADMIN, 'POST', '/api/oneroster-rest/sync')).body.error.code).toBe('oneroster_not_configured');
    const bad = await t.call(ADMIN, 'PUT', '/api/oneroster-rest/settings', { ...settings(), base_url: 'ftp://x.test' });
    expect(bad.status).toBe(400);
    expect((await t.call(TEACHER, 'GET', '/api/oneroster-rest')).status).toBe(403);
  });

  it('stores the connection with its secret sealed and never answered', async () => {
    const r = await t.call(ADMIN, 'PUT', '/api/oneroster-rest/settings', settings());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ has_client_secret: true, configured: true, org_sourced_ids: ['org-a'] });
    expect(JSON.stringify(r.body)).not.toContain(loop.clientSecret);
    const row = await sql<{ s: string }>`SELECT client_secret_sealed AS s FROM lms.oneroster_rest_connection`.execute(
      db(),
    );
    expect(row.rows[0].s).not.toContain(loop.clientSecret);
  });
});

describe('OneRoster REST sync', () => {
  it('takes the chosen org from every page of the six collections', async () => {
    const run = await sync();
    expect(run.ok, JSON.stringify(run.errors)).toBe(true);
    const students = A.users.filter((u) => String(u.sourcedId).startsWith('ora-s-')).length;
    expect(await school()).toEqual({
      people: A.users.length,
      students,
      teachers: A.users.length - students,
      terms: A.academicSessions.length,
      courses: A.courses.length,
      sections: A.classes.length,
      enrolments: A.enrollments.filter((e) => e.role === 'student').length,
    });
    expect(run.counts['users.csv'].create).toBe(A.users.length);
    // enrolments of both schools are several of the provider's short pages, none skipped
    expect(loop.reads).toEqual(expect.arrayContaining(['enrollments:50', 'enrollments:100']));
    const pip = await sql<{
      p: string;
    }>`SELECT preferred_name AS p FROM lms.parties WHERE sourced_id = 'ora-s-001'`.execute(db());
    expect(pip.rows[0].p).toBe('Pip');
  });

  it('changes nothing on a second run', async () => {
    const run = await sync();
    expect(run.ok).toBe(true);
    for (const [file, c] of Object.entries(run.counts)) expect(c, file).toEqual({ create: 0, update: 0, delete: 0 });
  });

  describe('refusals write nothing of the run', () => {
    const extra = {
      ...A.users[10],
      sourcedId: 'ora-s-new',
      givenName: 'Newcomer',
      email: 'ora.new@sis.test',
    };
    let before: Awaited<ReturnType<typeof school>>;
    beforeAll(async () => {
      loop.school.users.push(extra);
      before = await school();
    });
    const refused = async (why: RegExp) => {
      const run = await sync();
      expect(run.ok).toBe(false);
      expect(run.errors.map((e) => e.message).join('\n')).toMatch(why);
      expect(await school()).toEqual(before);
      expect(await count('parties', sql`sourced_id = 'ora-s-new'`)).toBe(0);
      return run;
    };

    it('a refused token', async () => {
      loop.refuseToken = true;
      await refused(/token request.*401.*client authentication failed/);
      loop.refuseToken = false;
    });

    it('a page that fails mid-run', async () => {
      loop.failPage = 'enrollments:100';
      await refused(/GET enrollments \(offset 100\).*500/);
      loop.failPage = null;
    });

    it('a page that times out mid-run', async () => {
      loop.hangPage = 'enrollments:100';
      await refused(/GET enrollments \(offset 100\).*no answer within 1 s/);
      loop.hangPage = null;
    });

    it('malformed records, named in the report', async () => {
      const broken: Record<string, unknown> = { ...A.users[12], givenName: '' };
      const i = loop.school.users.findIndex((u) => u.sourcedId === broken.sourcedId);
      loop.school.users[i] = broken;
      loop.school.users.push({ givenName: 'No id' });
      const run = await refused(/users ora-s-008: givenName is required/);
      expect(run.errors).toContainEqual(expect.objectContaining({ file: 'users', field: 'sourcedId' }));
      loop.school.users[i] = A.users[12];
      loop.school.users.pop();
    });

    it('a provider answering for another org', async () => {
      const orgs = loop.school.orgs;
      loop.school.orgs = orgs.filter((o) => o.sourcedId !== 'org-a');
      await refused(/does not list the org org-a/);
      loop.school.orgs = orgs;
    });

    it('then syncs the change once the provider is right again', async () => {
      const run = await sync();
      expect(run.ok, JSON.stringify(run.errors)).toBe(true);
      expect(await count('parties', sql`sourced_id = 'ora-s-new'`)).toBe(1);
    });
  });

  it('ends the class, the person and the enrolments the provider deleted outright', async () => {
    // class 4 goes with its enrolments; one enrolment of class 1 goes alone; pupil 40 leaves the school
    const saved = { classes: loop.school.classes, enrollments: loop.school.enrollments, users: loop.school.users };
    const ofClass4 = (e: Record<string, unknown>) => (e.class as { sourcedId: string }).sourcedId === 'ora-class-4';
    const of40 = (e: Record<string, unknown>) => (e.user as { sourcedId: string }).sourcedId === 'ora-s-040';
    loop.school.classes = saved.classes.filter((c) => c.sourcedId !== 'ora-class-4');
    loop.school.users = saved.users.filter((u) => u.sourcedId !== 'ora-s-040');
    loop.school.enrollments = saved.enrollments.filter(
      (e) => !ofClass4(e) && !of40(e) && e.sourcedId !== 'ora-enr-ora-s-001-1',
    );
    // pupil 40 (i = 39) attends classes 4 and 1
    const ended = A.enrollments.filter((e) => e.role === 'student' && (ofClass4(e) || of40(e))).length + 1;
    expect(ended).toBe(22); // 20 pupils attend class 4 (each attends two of four), pupil 40 one more
    const withdrawn = () => count('enrollments', sql`sourced_id LIKE 'ora-enr-%' AND withdrawn_at IS NOT NULL`);
    const was = { withdrawn: await withdrawn(), people: await count('parties') };
    try {
      const run = await sync();
      expect(run.ok, JSON.stringify(run.errors)).toBe(true);
      expect(run.counts['classes.csv'].delete).toBe(1);
      expect(await withdrawn()).toBe(was.withdrawn + ended);
      expect(await count('enrollments', sql`sourced_id = 'ora-enr-ora-s-001-1' AND withdrawn_at IS NOT NULL`)).toBe(1);
      expect(await count('sections', sql`sourced_id = 'ora-class-4' AND status = 'archived'`)).toBe(1);
      expect(await count('parties')).toBe(was.people); // kept, inactive
      expect(await count('parties', sql`sourced_id = 'ora-s-040' AND status = 'inactive'`)).toBe(1);
      expect(await count('parties', sql`sourced_id LIKE 'ora-s-%' AND status = 'inactive'`)).toBe(1);
      // what was ended is not the last sync's any more: the next changes nothing
      const again = await sync();
      for (const [file, c] of Object.entries(again.counts))
        expect(c, file).toEqual({ create: 0, update: 0, delete: 0 });
    } finally {
      Object.assign(loop.school, saved);
    }
  });

  it('runs nightly for a school whose schedule says so', async () => {
    // saved without the secret: the one saved before is kept
    const put = await t.call(ADMIN, 'PUT', '/api/oneroster-rest/settings', {
      ...settings(),
      schedule: 'nightly',
      client_secret: undefined,
    });
    expect(put.body.data).toMatchObject({ schedule: 'nightly', has_client_secret: true });
    await t.app.jobs.send('oneroster-rest-sync', {});
    let runs: (Run & { trigger: string })[] = [];
    await waitFor(
      async () => (runs = (await t.call(ADMIN, 'GET', '/api/oneroster-rest/runs')).body.data)[0]?.trigger === 'nightly',
      30_000,
      'the nightly run',
    );
    expect(runs[0].ok).toBe(true);
  });

  it('shows the job in the batch jobs', async () => {
    const rows = (await t.call(ADMIN, 'GET', '/api/batch-jobs?type=oneroster-rest-sync')).body.rows as {
      state: string;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((r) => r.state === 'failed').length).toBe(5);
  });
});
