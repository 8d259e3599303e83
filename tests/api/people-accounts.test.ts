// People (#12): an administrator gives a teacher a sign-in account from /teachers (the teachers
// resource's create_account action through IdentityAdmin: an invite with a set-password link is
// mailed and no password answered; the teacher sets one through the link and signs in); a home-school family adds and edits its own students only.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { expectRefusedAt, useApiTest } from '../helpers/api.ts';
import { passwordFromMail } from '../helpers/password-link.ts';
import { loginAs } from '../helpers/oidc-login.ts';
import { ADMIN, TEACHER, FAMILY } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;

describe("a teacher's sign-in account", () => {
  it('is created and mailed an invite link, linked to the teacher, and signs in', async () => {
    const made = await t.call(ADMIN, 'POST', '/api/resources/teachers', {
      first_name: 'Acct',
      last_name: 'Teacher',
      email: 'acct.teacher@demo-academy.test',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.party_id ?? made.body.data.id;
    const r = await t.call(ADMIN, 'POST', '/api/resources/teachers/actions/create_account', { ids: [id] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const res = r.body.data.results[0];
    expect(res.ok, JSON.stringify(res)).toBe(true);
    expect(res.output).toEqual({
      userId: expect.any(String),
      identityStore: 'embedded',
      mailedTo: 'acct.teacher@demo-academy.test',
    });
    const log = await sql<{ event: string }>`SELECT event FROM platform.notification_log
      WHERE recipient = 'acct.teacher@demo-academy.test'`.execute(db());
    expect(log.rows.map((x) => x.event)).toEqual(['user_invited']);
    const password = await passwordFromMail(t.app, 'acct.teacher@demo-academy.test');
    const user = (
      await sql<{ user_id: string; party_id: number; roles: { access: string[] } }>`SELECT user_id, party_id, roles
      FROM platform.app_users WHERE email = 'acct.teacher@demo-academy.test'`.execute(db())
    ).rows[0];
    expect(user).toMatchObject({ party_id: id, roles: { access: ['teacher'] } });
    const party = (await sql<{ user_id: string }>`SELECT user_id FROM lms.parties WHERE party_id = ${id}`.execute(db()))
      .rows[0];
    expect(party.user_id).toBe(user.user_id);
    const session = await loginAs(t.app, 'acct.teacher@demo-academy.test', password);
    expect(session.access_token).toBeTruthy();

    const again = await t.call(ADMIN, 'POST', '/api/resources/teachers/actions/create_account', { ids: [id] });
    expect(again.body.data.results[0]).toMatchObject({ ok: false, status: 409 });
    const noMail = await t.call(ADMIN, 'POST', '/api/resources/teachers', { first_name: 'No', last_name: 'Mail' });
    const noMailId = noMail.body.data.party_id ?? noMail.body.data.id;
    const refused = await t.call(ADMIN, 'POST', '/api/resources/teachers/actions/create_account', { ids: [noMailId] });
    expect(refused.body.data.results[0]).toMatchObject({ ok: false, status: 400 });
    expect(
      (await t.call(TEACHER, 'POST', '/api/resources/teachers/actions/create_account', { ids: [id] })).status,
    ).toBe(403);
  });
});

describe("a home-school family's own students", () => {
  it('are added with the family from the token and edited only by that family', async () => {
    const family = (
      await sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${FAMILY}`.execute(db())
    ).rows[0].user_id;
    const r = await t.call(FAMILY, 'POST', '/api/resources/family_students', {
      first_name: 'Hazel',
      last_name: 'Homeschool',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const row = (
      await sql<{ party_id: number; kind: string; family_user_id: string }>`SELECT party_id, kind, family_user_id
      FROM ei_lms.parties WHERE first_name = 'Hazel' AND last_name = 'Homeschool'`.execute(db())
    ).rows[0];
    expect(row).toMatchObject({ kind: 'student', family_user_id: family });
    const mine = await t.list(FAMILY, 'home_school', 'students', [['id', '=', row.party_id]]);
    expect(mine.body.data[0].total).toBe(1);

    const bad = { first_name: 'X', last_name: 'Y', grade_level_id: 99999 };
    await expectRefusedAt(t, FAMILY, '/api/resources/family_students', bad, 'grade_level_id');
    const forged = await t.call(FAMILY, 'POST', '/api/resources/family_students', {
      first_name: 'X',
      last_name: 'Y',
      family_user_id: '00000000-0000-0000-0000-000000000000',
    });
    expect(forged.status).toBe(400);
    const staff = await t.call('operator@ei.test', 'POST', '/api/resources/family_students', {
      first_name: 'Not',
      last_name: 'Family',
    });
    expect(staff.status).toBe(403);

    const other = (
      await sql<{ id: number }>`SELECT party_id AS id FROM ei_lms.parties WHERE kind = 'student'
      AND family_user_id IS DISTINCT FROM ${family} ORDER BY 1 LIMIT 1`.execute(db())
    ).rows[0].id;
    const edit = await t.call(FAMILY, 'PATCH', `/api/resources/family_students/${other}`, {
      version: 1,
      first_name: 'Taken',
    });
    expect(edit.status).toBe(404);
    const own = await t.call(FAMILY, 'PATCH', `/api/resources/family_students/${row.party_id}`, {
      version: 1,
      preferred_name: 'Haze',
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });
});
