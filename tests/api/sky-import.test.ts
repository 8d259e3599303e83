// The SKY import (server/sky/import.ts, docs/sky-api.md) against the loopback server speaking the
// School API's wire format: a dry run writes nothing, an import creates people, sections and
// enrolments through the roster engine, a second run changes nothing, changes in Blackbaud update
// and withdraw, a SKY error is a failed run with nothing written, the nightly job logs its run, and
// people and sections removed in Blackbaud are ended here on the next run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import { approveSky, skyEnv, startSkyLoopback, type SkyLoopback } from '../helpers/sky-loopback.ts';

const ADMIN = 'admin@demo-academy.test';
const TEACHER = 'teacher@demo-academy.test';
let loop: SkyLoopback;
let t: ApiTest;

const section = (
  id: number,
  name: string,
  offering: number,
  duration: { id: number; name: string },
  teachers: object[],
) => ({
  id,
  course_code: `C${offering}`,
  duration,
  lead_section_id: id,
  name,
  offering_id: offering,
  parent_section_id: id,
  room_id: 12,
  school_year: '2025-2026',
  section_identifier: 'A',
  teachers,
});
const enrolment = (id: number, dropped = 0) => ({
  id,
  block_name: 'A',
  course_title: 'x',
  dropped,
  school_year: '2025 - 2026',
});

beforeAll(async () => {
  loop = await startSkyLoopback();
  loop.school = {
    levels: [{ id: 455, abbreviation: 'US', name: 'Upper School' }],
    sections: {
      455: [
        section(9001, 'Algebra I', 301, { id: 71, name: 'Fall' }, [{ id: 500, head: true, name: 'Tara Teach' }]),
        section(9002, 'Biology', 302, { id: 72, name: 'Full Year' }, [
          { id: 500, head: true, name: 'Tara Teach' },
          { id: 501, head: false, name: 'Uma Aide' },
        ]),
      ],
    },
    students: [
      { id: 1001, first_name: 'Ada', last_name: 'Sky', email: 'ada.sky@bb.test' },
      { id: 1002, first_name: 'Ben', last_name: 'Sky', preferred_name: 'Benny', email: 'ben.sky@bb.test' },
    ],
    faculty: [
      { id: 500, first_name: 'Tara', last_name: 'Teach', email: 'tara.teach@bb.test' },
      { id: 501, first_name: 'Uma', last_name: 'Aide', email: 'uma.aide@bb.test' },
    ],
    enrollments: { 1001: [enrolment(9001), enrolment(9002)], 1002: [enrolment(9002)] },
  };
  t = await createApiTest(skyEnv(loop.base));
});
afterAll(() => Promise.all([t?.close(), loop?.close()]));

const db = () => t.app.database.db;
const people = async () =>
  (
    await sql<{ sid: string; name: string; kind: string }>`SELECT sourced_id AS sid, kind,
      first_name || ' ' || last_name AS name FROM lms.parties WHERE sourced_id LIKE 'sky-%' ORDER BY sourced_id`.execute(
      db(),
    )
  ).rows;
const enrolled = async () =>
  (
    await sql<{ section: string; student: string }>`SELECT s.section_name AS section, p.first_name AS student
      FROM lms.enrollments e JOIN lms.sections s ON s.id = e.section_id
      JOIN lms.parties p ON p.party_id = e.student_party_id
      WHERE s.sourced_id LIKE 'sky-%' AND e.withdrawn_at IS NULL ORDER BY 1, 2`.execute(db())
  ).rows;
const zero = { create: 0, update: 0, delete: 0 };
const run = async (dryRun = false) => {
  const r = await t.call(ADMIN, 'POST', `/api/sky-api/import${dryRun ? '?dryRun=true' : ''}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
};

describe('SKY import', () => {
  it('needs a connected account, and only administrators run it', async () => {
    const early = await t.call(ADMIN, 'POST', '/api/sky-api/import');
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('sky_not_connected');
    await t.call(ADMIN, 'PUT', '/api/sky-api/settings', {
      client_id: loop.clientId,
      client_secret: loop.clientSecret,
      subscription_key: loop.subscriptionKey,
      sync_users: true,
      sync_sections: true,
      sync_enrollments: true,
    });
    const start = await t.call(ADMIN, 'POST', '/api/sky-api/authorize');
    const { code, state } = await approveSky(start.body.data.url);
    expect((await t.call(ADMIN, 'POST', '/api/sky-api/callback', { code, state })).status).toBe(200);
    expect((await t.call(TEACHER, 'POST', '/api/sky-api/import')).status).toBe(403);
    expect((await t.call(TEACHER, 'GET', '/api/sky-api/runs')).status).toBe(403);
  });

  it('counts a dry run exactly and writes nothing', async () => {
    const dry = await run(true);
    expect(dry).toMatchObject({ trigger: 'manual', dry_run: true, ok: true, errors: [] });
    // two sections each a course in its own term; four people; three student enrolments, Tara
    // the lead of both sections (two updates) and Uma a co-teacher of Biology (one create)
    expect(dry.counts).toEqual({
      'orgs.csv': { ...zero, create: 1 },
      'academicSessions.csv': { ...zero, create: 2 },
      'courses.csv': { ...zero, create: 2 },
      'classes.csv': { ...zero, create: 2 },
      'users.csv': { ...zero, create: 4 },
      'roles.csv': zero,
      'enrollments.csv': { create: 4, update: 2, delete: 0 },
    });
    expect(await people()).toEqual([]);
  });

  it('imports people, sections and enrolments, and a second run changes nothing', async () => {
    const first = await run();
    expect(first.ok).toBe(true);
    expect(first.counts['users.csv']).toEqual({ ...zero, create: 4 });
    expect(await people()).toEqual([
      { sid: 'sky-user-1001', kind: 'student', name: 'Ada Sky' },
      { sid: 'sky-user-1002', kind: 'student', name: 'Ben Sky' },
      { sid: 'sky-user-500', kind: 'teacher', name: 'Tara Teach' },
      { sid: 'sky-user-501', kind: 'teacher', name: 'Uma Aide' },
    ]);
    expect(await enrolled()).toEqual([
      { section: 'Algebra I (A)', student: 'Ada' },
      { section: 'Biology (A)', student: 'Ada' },
      { section: 'Biology (A)', student: 'Ben' },
    ]);
    const staff = await sql<{ section: string; lead: string; co: string | null }>`
      SELECT s.section_name AS section, l.first_name AS lead, c.first_name AS co FROM lms.sections s
      JOIN lms.parties l ON l.party_id = s.teacher_party_id
      LEFT JOIN lms.section_teachers st ON st.section_id = s.id LEFT JOIN lms.parties c ON c.party_id = st.teacher_party_id
      WHERE s.sourced_id LIKE 'sky-%' ORDER BY 1`.execute(db());
    expect(staff.rows).toEqual([
      { section: 'Algebra I (A)', lead: 'Tara', co: null },
      { section: 'Biology (A)', lead: 'Tara', co: 'Uma' },
    ]);
    const term = await sql<{ term: string; year: string; starts: string }>`SELECT tm.term_name AS term,
      tm.school_year AS year, tm.start_date::text AS starts FROM lms.sections s JOIN lms.terms tm ON tm.id = s.term_id
      WHERE s.sourced_id = 'sky-section-9001'`.execute(db());
    expect(term.rows).toEqual([{ term: 'Fall (Blackbaud)', year: '2025-2026', starts: '2025-08-15' }]);

    const again = await run();
    expect(again.ok).toBe(true);
    for (const c of Object.values(again.counts)) expect(c).toEqual(zero);
  });

  it('updates a renamed person, adds a new one and withdraws a dropped enrolment', async () => {
    loop.school.students[1].last_name = 'Skye';
    loop.school.students.push({ id: 1003, first_name: 'Cy', last_name: 'Sky', email: 'cy.sky@bb.test' });
    loop.school.enrollments[1001] = [enrolment(9001), enrolment(9002, 1)];
    loop.school.enrollments[1003] = [enrolment(9001)];
    const r = await run();
    expect(r.ok).toBe(true);
    expect(r.counts['users.csv']).toEqual({ create: 1, update: 1, delete: 0 });
    expect(r.counts['enrollments.csv']).toEqual({ create: 1, update: 0, delete: 1 });
    expect((await people()).map((p) => p.name)).toEqual(['Ada Sky', 'Ben Skye', 'Cy Sky', 'Tara Teach', 'Uma Aide']);
    expect(await enrolled()).toEqual([
      { section: 'Algebra I (A)', student: 'Ada' },
      { section: 'Algebra I (A)', student: 'Cy' },
      { section: 'Biology (A)', student: 'Ben' },
    ]);
  });

  it('reports a SKY error as a failed run and writes nothing of it', async () => {
    loop.school.students.push({ id: 1004, first_name: 'Di', last_name: 'Sky', email: 'di.sky@bb.test' });
    loop.school.students[0].first_name = 'Adah';
    loop.failPath = '/school/v1/academics/enrollments/1004';
    const r = await run();
    loop.failPath = null;
    expect(r.ok).toBe(false);
    expect(r.counts).toEqual({});
    expect(r.errors).toEqual([
      {
        file: 'SKY API',
        line: 0,
        field: '',
        message: 'The SKY API answered 429: Rate limit is exceeded. Try again in 1 seconds.',
      },
    ]);
    // the users were read before the failing call, yet none of them was written
    expect((await people()).map((p) => p.name)).toEqual(['Ada Sky', 'Ben Skye', 'Cy Sky', 'Tara Teach', 'Uma Aide']);

    const runs = await t.call(ADMIN, 'GET', '/api/sky-api/runs');
    expect(runs.status).toBe(200);
    expect(runs.body.data.map((x: { ok: boolean; dry_run: boolean }) => [x.ok, x.dry_run])).toEqual([
      [false, false],
      [true, false],
      [true, false],
      [true, false],
      [true, true],
    ]);
  });

  it('runs as the nightly job on the job engine and logs the run', async () => {
    const jobId = await t.app.jobs.send('sky-sync', {});
    await expect
      .poll(async () => (await t.app.jobs.boss.getJobById('sky-sync', jobId!))?.state, { timeout: 20_000 })
      .toBe('completed');
    const runs = await t.call(ADMIN, 'GET', '/api/sky-api/runs');
    expect(runs.body.data[0]).toMatchObject({ trigger: 'nightly', dry_run: false, ok: true });
    expect(runs.body.data[0].counts['users.csv']).toEqual({ create: 1, update: 1, delete: 0 });
    expect((await people()).map((p) => p.name)).toContain('Di Sky');
  });

  it('ends people, sections and enrolments Blackbaud no longer lists, and an empty list ends nobody', async () => {
    loop.school.students = loop.school.students.filter((u) => u.id !== 1002); // Ben leaves
    delete loop.school.enrollments[1002];
    loop.school.sections[455] = loop.school.sections[455].filter((x) => (x as { id: number }).id !== 9002);
    const status = async () =>
      (
        await sql<{ sid: string; status: string }>`SELECT sourced_id AS sid, status FROM lms.parties
          WHERE sourced_id IN ('sky-user-1002', 'sky-user-1001') UNION ALL
          SELECT sourced_id, status FROM lms.sections WHERE sourced_id LIKE 'sky-section-%' ORDER BY 1`.execute(db())
      ).rows;
    const before = await status();
    const dry = await run(true);
    expect(dry.counts['users.csv']).toEqual({ ...zero, delete: 1 });
    expect(dry.counts['classes.csv']).toEqual({ ...zero, delete: 1 });
    expect(dry.counts['enrollments.csv']).toEqual({ ...zero, delete: 1 }); // Ben in Biology
    expect(await status()).toEqual(before);

    expect((await run()).ok).toBe(true);
    expect(await status()).toEqual([
      { sid: 'sky-section-9001', status: 'active' },
      { sid: 'sky-section-9002', status: 'archived' },
      { sid: 'sky-user-1001', status: 'active' },
      { sid: 'sky-user-1002', status: 'inactive' },
    ]);
    expect(await enrolled()).toEqual([
      { section: 'Algebra I (A)', student: 'Adah' }, // renamed by the nightly run
      { section: 'Algebra I (A)', student: 'Cy' },
    ]);
    for (const c of Object.values((await run()).counts)) expect(c).toEqual(zero);

    const [students, faculty] = [loop.school.students, loop.school.faculty];
    Object.assign(loop.school, { students: [], faculty: [] });
    const empty = await run();
    Object.assign(loop.school, { students, faculty });
    expect(empty.ok).toBe(true);
    expect(empty.counts['users.csv']).toEqual(zero);
    expect(await status()).toEqual([
      { sid: 'sky-section-9001', status: 'active' },
      { sid: 'sky-section-9002', status: 'archived' },
      { sid: 'sky-user-1001', status: 'active' },
      { sid: 'sky-user-1002', status: 'inactive' },
    ]);
  });
});
