// Courses, the entity built on the one declaration (src/shared/entities/courses.ts and
// server/courses/courses.ts): list filters, validation in the form's words, optimistic
// concurrency, archive, delete, audit, and an independent teacher held to its own courses.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, TEACHER, OPERATOR, IND } from '../helpers/demo-accounts.ts';

const t = useApiTest();
beforeAll(async () => {
  // /courses is blocked for the operators' tenant by default; open it there so its independent
  // teacher can use the screen
  await sql`UPDATE platform.app_controls SET blocked_paths = blocked_paths - '/courses'
    WHERE tenant_id = (SELECT id FROM platform.tenants WHERE config->>'schema_name' = 'ei_lms')`.execute(db());
});

const db = () => t.app.database.db;

const call = (email: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  t.call(email, method, url, body);
async function list(email: string, filter: unknown[] = []) {
  const r = await t.list(email, 'courses', 'courses', filter, { rowsize: 200 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data[0] as { rows: Record<string, unknown>[]; total: number };
}

describe('courses', () => {
  let course: { id: number; version: number };

  it('an admin creates a course; it is listed and found by search, subject and status', async () => {
    const subject = (
      await sql<{ id: number; name: string }>`SELECT id, name FROM lms.subjects ORDER BY id LIMIT 1`.execute(db())
    ).rows[0];
    const r = await call(ADMIN, 'POST', '/api/resources/courses', {
      course_code: 'ASTRO-9',
      course_title: 'Astronomy for beginners',
      subject_id: subject.id,
      description: 'Stars',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    course = r.body.data;
    expect(r.body.data).toMatchObject({ course_code: 'ASTRO-9', status: 'active', version: 1, owner_user_id: null });

    const found = await list(ADMIN, [['search', 'ilike', '%astronomy%']]);
    expect(found.rows.map((x) => x.id)).toEqual([course.id]);
    expect(found.rows[0]).toMatchObject({ subject: subject.name, section_count: 0 });
    const bySubject = await list(ADMIN, [['subject_id', '=', subject.id]]);
    expect(bySubject.rows.every((x) => x.subject_id === subject.id)).toBe(true);
    expect(bySubject.rows.map((x) => x.id)).toContain(course.id);
    expect((await list(ADMIN, [['status', '=', 'archived']])).rows.map((x) => x.id)).not.toContain(course.id);
  });

  it('refuses bad input with the message the form shows, at its field, and writes nothing', async () => {
    const before = (await list(ADMIN)).total;
    const bad = await call(ADMIN, 'POST', '/api/resources/courses', { course_code: 'has space', course_title: 'X' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      course_code: 'Code may use letters, digits, dots, dashes and underscores',
    });
    const missing = await call(ADMIN, 'POST', '/api/resources/courses', { course_code: 'OK-1' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ course_title: 'Title is required' });
    const status = await call(ADMIN, 'POST', '/api/resources/courses', {
      course_code: 'OK-2',
      course_title: 'X',
      status: 'deleted',
    });
    expect(status.body.error.fields.status).toBe('Status must be one of: active, inactive, archived');
    expect((await list(ADMIN)).total).toBe(before);
  });

  it('edits with the version read; a stale version answers 409 with the current record', async () => {
    const ok = await call(ADMIN, 'PATCH', `/api/resources/courses/${course.id}`, {
      course_title: 'Astronomy I',
      version: 1,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ course_title: 'Astronomy I', version: 2 });
    const stale = await call(ADMIN, 'PATCH', `/api/resources/courses/${course.id}`, { course_title: 'Y', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'version_conflict',
      current: { id: course.id, course_title: 'Astronomy I', version: 2 },
    });
  });

  it('archives and restores; each change is in the audit log', async () => {
    const a = await call(ADMIN, 'PATCH', `/api/resources/courses/${course.id}`, { status: 'archived', version: 2 });
    expect(a.body.data.status).toBe('archived');
    expect((await list(ADMIN, [['status', '=', 'archived']])).rows.map((x) => x.id)).toContain(course.id);
    await call(ADMIN, 'PATCH', `/api/resources/courses/${course.id}`, { status: 'active', version: 3 });
    const audit = await sql<{ action: string }>`SELECT action FROM platform.audit_log
      WHERE resource = 'courses' AND record_id = ${String(course.id)} ORDER BY id`.execute(db());
    expect(audit.rows.map((x) => x.action)).toEqual(['create', 'update', 'update', 'update']);
  });

  it('a teacher may read courses but not change them', async () => {
    expect((await list(TEACHER)).total).toBeGreaterThan(0);
    const r = await call(TEACHER, 'POST', '/api/resources/courses', { course_code: 'T-1', course_title: 'Mine' });
    expect(r.status).toBe(403);
  });

  it('deletes an unused course; one with sections is in use (409)', async () => {
    const used = (await sql<{ course_id: number }>`SELECT course_id FROM lms.sections LIMIT 1`.execute(db())).rows[0];
    const inUse = await call(ADMIN, 'DELETE', `/api/resources/courses/${used.course_id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.code).toBe('in_use');
    expect((await call(ADMIN, 'DELETE', `/api/resources/courses/${course.id}?version=4`)).status).toBe(200);
    expect((await list(ADMIN, [['id', '=', course.id]])).total).toBe(0);
  });
});

describe('an independent teacher', () => {
  let own: { id: number; version: number };
  let other: number;

  beforeAll(async () => {
    other = (
      await sql<{ id: number }>`SELECT id FROM ei_lms.courses WHERE owner_user_id IS NULL ORDER BY id LIMIT 1`.execute(
        db(),
      )
    ).rows[0].id;
  });

  it('creates a course that is its own and lists only its own', async () => {
    const r = await call(IND, 'POST', '/api/resources/courses', { course_code: 'IND-1', course_title: 'My course' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    own = r.body.data;
    const me = (
      await sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${IND}`.execute(db())
    ).rows[0];
    expect(r.body.data.owner_user_id).toBe(me.user_id);
    const mine = await list(IND);
    expect(mine.rows.map((x) => x.id)).toContain(own.id);
    expect(mine.rows.every((x) => x.owner_user_id === me.user_id)).toBe(true);
    // the operators' administrator of the same tenant sees every course, including others'
    expect((await list(OPERATOR)).rows.map((x) => x.id)).toContain(other);
  });

  it("cannot read, change or delete another's course", async () => {
    expect((await list(IND, [['id', '=', other]])).total).toBe(0);
    const edit = await call(IND, 'PATCH', `/api/resources/courses/${other}`, { course_title: 'Taken', version: 1 });
    expect(edit.status).toBe(404);
    expect((await call(IND, 'DELETE', `/api/resources/courses/${other}`)).status).toBe(404);
    const still = await sql<{
      course_title: string;
    }>`SELECT course_title FROM ei_lms.courses WHERE id = ${other}`.execute(db());
    expect(still.rows[0].course_title).not.toBe('Taken');
  });

  it('edits its own course', async () => {
    const r = await call(IND, 'PATCH', `/api/resources/courses/${own.id}`, { course_title: 'Renamed', version: 1 });
    expect(r.status).toBe(200);
    expect(r.body.data.course_title).toBe('Renamed');
  });
});
