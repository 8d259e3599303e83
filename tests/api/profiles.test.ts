// Profiles (#12): the student, home-school and independent-teacher profile queries held to what
// each reader may see, another school's party never found, and /api/my-profile (own record only,
// version checked, what the school allows, audited, a new name pushed to the identity provider).
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { decodeJwt } from 'jose';
import { useApiTest } from '../helpers/api.ts';
import { loginAs } from '../helpers/oidc-login.ts';
import { ADMIN, TEACHER, STUDENT, OPERATOR, RIVERSIDE, IND, FAMILY } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;
const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db())).rows[0];

async function total(email: string, api: string, filter: unknown[]) {
  const r = await t.list(email, 'person_profiles', api, filter);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data[0].total as number;
}

describe('student profile', () => {
  it('an admin reads any student; a teacher only its students; a student only itself', async () => {
    const teacher = await one(
      sql<{ party_id: number }>`SELECT party_id FROM platform.app_users WHERE email = ${TEACHER}`,
    );
    const taught = await one(sql<{ id: number }>`SELECT e.student_party_id AS id FROM lms.enrollments e
      JOIN lms.sections s ON s.id = e.section_id WHERE s.teacher_party_id = ${teacher.party_id} AND e.withdrawn_at IS NULL
      ORDER BY 1 LIMIT 1`);
    const other = await one(sql<{ id: number }>`SELECT party_id AS id FROM lms.parties p WHERE kind = 'student'
      AND NOT EXISTS (SELECT 1 FROM lms.enrollments e JOIN lms.sections s ON s.id = e.section_id
        WHERE e.student_party_id = p.party_id AND s.teacher_party_id = ${teacher.party_id}) ORDER BY 1 LIMIT 1`);
    const r = await t.list(ADMIN, 'person_profiles', 'student', [['id', '=', taught.id]]);
    expect(r.body.data[0].rows[0]).toMatchObject({ id: taught.id, account_status: expect.any(String) });
    expect(r.body.data[0].rows[0]).not.toHaveProperty('email'); // admins need student.email granted
    expect(await total(TEACHER, 'student', [['id', '=', taught.id]])).toBe(1);
    expect(await total(TEACHER, 'student', [['id', '=', other.id]])).toBe(0);
    expect(await total(TEACHER, 'student_enrollments', [['student_party_id', '=', other.id]])).toBe(0);
    const enrolled = await one(sql<{ n: number }>`SELECT count(*)::int AS n FROM lms.enrollments
      WHERE student_party_id = ${taught.id}`);
    expect(await total(ADMIN, 'student_enrollments', [['student_party_id', '=', taught.id]])).toBe(enrolled.n);

    const me = await one(sql<{ party_id: number }>`SELECT party_id FROM platform.app_users WHERE email = ${STUDENT}`);
    expect(await total(STUDENT, 'student', [['id', '=', me.party_id]])).toBe(1);
    expect(await total(STUDENT, 'student', [['id', '=', other.id === me.party_id ? taught.id : other.id]])).toBe(0);
  });

  it("another school's party is not found", async () => {
    await sql`INSERT INTO lms.parties (party_id, kind, first_name, last_name) VALUES (900001, 'student', 'Only', 'Lms')`.execute(
      db(),
    );
    expect(await total(ADMIN, 'student', [['id', '=', 900001]])).toBe(1);
    expect(await total(RIVERSIDE, 'student', [['id', '=', 900001]])).toBe(0);
    expect(await total(RIVERSIDE, 'student_enrollments', [['student_party_id', '=', 900001]])).toBe(0);
  });

  it("a family reads its own students' profiles only; an independent teacher only itself", async () => {
    const family = await one(sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${FAMILY}`);
    const own = await one(sql<{ id: number }>`SELECT party_id AS id FROM ei_lms.parties
      WHERE family_user_id = ${family.user_id} ORDER BY 1 LIMIT 1`);
    const notOwn = await one(sql<{ id: number }>`SELECT party_id AS id FROM ei_lms.parties
      WHERE kind = 'student' AND family_user_id IS DISTINCT FROM ${family.user_id} ORDER BY 1 LIMIT 1`);
    expect(await total(FAMILY, 'family_student', [['id', '=', own.id]])).toBe(1);
    expect(await total(FAMILY, 'family_student', [['id', '=', notOwn.id]])).toBe(0);
    expect(await total(OPERATOR, 'family_student', [['id', '=', own.id]])).toBe(1);

    const ind = await one(sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${IND}`);
    const r = await t.list(IND, 'person_profiles', 'ind_teacher', [['id', '=', ind.user_id]]);
    expect(r.body.data[0].rows).toMatchObject([{ id: ind.user_id, email: IND }]);
    const op = await one(sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${OPERATOR}`);
    expect(await total(IND, 'ind_teacher', [['id', '=', op.user_id]])).toBe(0);
    expect((await t.list(STUDENT, 'person_profiles', 'ind_teacher', [])).status).toBe(403);
  });
});

describe('my profile', () => {
  it('reads and changes only the caller, with the version, mirrored onto its person record', async () => {
    const got = await t.call(STUDENT, 'GET', '/api/my-profile');
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ email: STUDENT, accountUrl: null });
    expect(got.body.editable).toEqual(['first_name', 'last_name', 'phone', 'photo_url']);
    const saved = await t.call(STUDENT, 'PATCH', '/api/my-profile', {
      version: got.body.version,
      first_name: ' Samantha ',
      phone: '+1 555 0100',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ first_name: 'Samantha', phone: '+1 555 0100', version: got.body.version + 1 });
    const party = await one(sql<{ first_name: string; phone: string }>`SELECT first_name, phone FROM lms.parties
      WHERE party_id = ${got.body.party_id}`);
    expect(party).toEqual({ first_name: 'Samantha', phone: '+1 555 0100' });
    const audit = await one(sql<{ n: number }>`SELECT count(*)::int AS n FROM platform.audit_log
      WHERE resource = 'my-profile' AND record_id = ${got.body.user_id}`);
    expect(audit.n).toBe(1);

    const stale = await t.call(STUDENT, 'PATCH', '/api/my-profile', { version: got.body.version, last_name: 'X' });
    expect(stale.status).toBe(409);
    const bad = await t.call(STUDENT, 'PATCH', '/api/my-profile', { version: 2, user_id: 'someone-else' });
    expect(bad.status).toBe(400);
    const admin = await t.call(ADMIN, 'GET', '/api/my-profile');
    expect(admin.body.email).toBe(ADMIN);
  });

  it("a changed name is the identity provider's: the next token and userinfo carry it", async () => {
    const got = await t.call(TEACHER, 'GET', '/api/my-profile');
    const saved = await t.call(TEACHER, 'PATCH', '/api/my-profile', {
      version: got.body.version,
      first_name: 'Thomasina',
      last_name: 'Renamed',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const session = await loginAs(t.app, TEACHER);
    expect(decodeJwt(session.id_token)).toMatchObject({ given_name: 'Thomasina', family_name: 'Renamed' });
    const info = await t.app.inject({
      url: '/realms/lms/protocol/openid-connect/userinfo',
      headers: { host: 'localhost:3999', authorization: `Bearer ${session.access_token}` },
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ given_name: 'Thomasina', family_name: 'Renamed', name: 'Thomasina Renamed' });
  });

  it('refuses a field the school does not let users change', async () => {
    await sql`UPDATE platform.settings SET data = data || '{"profile_fields": ["photo_url"]}'::jsonb
      WHERE tenant_id = (SELECT tenant_id FROM platform.app_users WHERE email = ${TEACHER})`.execute(db());
    const got = await t.call(TEACHER, 'GET', '/api/my-profile');
    expect(got.body.editable).toEqual(['photo_url']);
    const r = await t.call(TEACHER, 'PATCH', '/api/my-profile', { version: got.body.version, phone: '123' });
    expect(r.status).toBe(403);
    const ok = await t.call(TEACHER, 'PATCH', '/api/my-profile', {
      version: got.body.version,
      photo_url: 'profile-photos/me.png',
    });
    expect(ok.status).toBe(200);
  });
});
