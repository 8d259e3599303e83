// Announcements management (server/announcements/announcements.ts) and what the dashboard shows of them
// (server/dashboard/dashboard-queries.ts): drafts and archived ones nowhere, a section's only to those who
// teach or attend it, the rules of the form at their fields, and announcement.update for writes.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, TEACHER, STUDENT } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;
const today = new Date().toISOString().slice(0, 10);

const create = (body: object, as = ADMIN) =>
  t.call(as, 'POST', '/api/resources/announcements', {
    body: '',
    roles: ['teacher', 'student'],
    publish_at: today,
    status: 'draft',
    ...body,
  });
const act = (action: string, ids: number[]) =>
  t.call(ADMIN, 'POST', `/api/resources/announcements/actions/${action}`, { ids });
const dashboardTitles = async (email: string) => {
  const r = await t.list(email, 'dashboard', 'announcements', [], { rowsize: 500 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.data[0].rows as { title: string }[]).map((x) => x.title);
};
const partyOf = async (email: string) =>
  (await sql<{ party_id: number }>`SELECT party_id FROM platform.app_users WHERE email = ${email}`.execute(db()))
    .rows[0].party_id;

let studentSection: number;
let foreignSection: number;

beforeAll(async () => {
  const student = await partyOf(STUDENT);
  const teacher = await partyOf(TEACHER);
  studentSection = (
    await sql<{ id: number }>`SELECT section_id AS id FROM lms.enrollments
      WHERE student_party_id = ${student} AND withdrawn_at IS NULL ORDER BY section_id LIMIT 1`.execute(db())
  ).rows[0].id;
  // a section neither the teacher teaches nor the student attends
  foreignSection = (
    await sql<{ id: number }>`SELECT s.id FROM lms.sections s
      WHERE s.teacher_party_id IS DISTINCT FROM ${teacher}
        AND NOT EXISTS (SELECT 1 FROM lms.section_teachers st WHERE st.section_id = s.id AND st.teacher_party_id = ${teacher})
        AND NOT EXISTS (SELECT 1 FROM lms.enrollments e WHERE e.section_id = s.id AND e.student_party_id = ${student})
      ORDER BY s.id LIMIT 1`.execute(db())
  ).rows[0].id;
});

describe('announcements', () => {
  it('shows a draft nowhere, a published one to its roles, an archived one nowhere again', async () => {
    const made = await create({ title: 'Science fair moved' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    expect(await dashboardTitles(STUDENT)).not.toContain('Science fair moved');

    const published = await act('publish', [id]);
    expect(published.body.data).toMatchObject({ succeeded: 1, failed: 0 });
    expect(await dashboardTitles(STUDENT)).toContain('Science fair moved');
    expect(await dashboardTitles(TEACHER)).toContain('Science fair moved');

    await act('archive', [id]);
    expect(await dashboardTitles(STUDENT)).not.toContain('Science fair moved');
    const audit = await sql<{ action: string }>`SELECT action FROM platform.audit_log
      WHERE resource = 'announcements' AND record_id = ${String(id)} ORDER BY id`.execute(db());
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'publish', 'archive']);
  });

  it("shows a section's announcement only to those in the section", async () => {
    const mine = await create({ title: 'Bring goggles', section_id: studentSection, status: 'published' });
    const theirs = await create({ title: 'Other class trip', section_id: foreignSection, status: 'published' });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    const student = await dashboardTitles(STUDENT);
    expect(student).toContain('Bring goggles');
    expect(student).not.toContain('Other class trip');
    expect(await dashboardTitles(TEACHER)).not.toContain('Other class trip');
    expect(await dashboardTitles(ADMIN)).toEqual(expect.arrayContaining(['Bring goggles', 'Other class trip']));
  });

  it('refuses an expiry before publishing, an unknown section and no roles at their fields, saving nothing', async () => {
    const before = (await sql<{ c: number }>`SELECT count(*)::int AS c FROM lms.announcements`.execute(db())).rows[0].c;
    const early = await create({ title: 'Bad dates', publish_at: '2026-05-10', expires_at: '2026-05-01' });
    expect(early.status).toBe(400);
    expect(early.body.error.fields).toHaveProperty('expires_at');
    const nowhere = await create({ title: 'Bad section', section_id: 999999 });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.error.fields).toHaveProperty('section_id');
    const nobody = await create({ title: 'No roles', roles: [] });
    expect(nobody.status).toBe(400);
    expect(nobody.body.error.fields).toHaveProperty('roles');
    const after = (await sql<{ c: number }>`SELECT count(*)::int AS c FROM lms.announcements`.execute(db())).rows[0].c;
    expect(after).toBe(before);
  });

  it('needs announcement.update to list or write', async () => {
    expect((await create({ title: 'From a teacher' }, TEACHER)).status).toBe(403);
    expect((await t.list(TEACHER, 'announcements', 'announcements')).status).toBe(403);
    const admin = await t.list(ADMIN, 'announcements', 'announcements', [['status', '=', 'archived']]);
    expect(admin.status).toBe(200);
    expect(admin.body.data[0].rows.map((r: { title: string }) => r.title)).toContain('Science fair moved');
  });
});
