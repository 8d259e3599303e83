// People (#12): the teachers entity (server/people/teachers.ts): list columns from the school's
// data (active sections led or co-taught, sign-in account state), filters, validation at the field
// with nothing written, permissions, a teacher held to itself, and the sign-in account changed
// through the users resource's actions (IdentityAdmin), seen in the list.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { expectRefusedAt, useApiTest } from '../helpers/api.ts';
import { rowCount, takenEmail } from '../helpers/db-rows.ts';
import { passwordFromMail } from '../helpers/password-link.ts';
import { withGrant } from '../helpers/grant.ts';
import { ADMIN, TEACHER, STUDENT } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;
let me: { party_id: number; user_id: string };

beforeAll(async () => {
  me = (
    await sql<{ party_id: number; user_id: string }>`
    SELECT party_id, user_id FROM platform.app_users WHERE email = ${TEACHER}`.execute(db())
  ).rows[0];
});

async function list(email: string, filter: unknown[] = []) {
  const r = await t.list(email, 'teachers', 'teachers', filter, { rowsize: 500 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data[0] as { rows: Record<string, unknown>[]; total: number };
}
const count = (q: string) => rowCount(db(), q);
const action = (email: string, name: string, ids: string[]) =>
  t.call(email, 'POST', `/api/resources/users/actions/${name}`, { ids });

describe('teachers list', () => {
  it('shows every teacher with active sections led or co-taught and the sign-in state', async () => {
    const all = await list(ADMIN);
    expect(all.total).toBe(await count("lms.parties WHERE kind = 'teacher'"));
    const row = all.rows.find((x) => x.id === me.party_id)!;
    expect(row.section_count).toBe(
      await count(`lms.sections s WHERE s.status = 'active' AND (s.teacher_party_id = ${me.party_id}
        OR s.id IN (SELECT section_id FROM lms.section_teachers WHERE teacher_party_id = ${me.party_id}))`),
    );
    expect(row.account_status).toBe('active');
    const withAccount = await list(ADMIN, [['account_status', '=', 'active']]);
    expect(withAccount.total).toBe(
      await count(`lms.parties p JOIN platform.app_users u ON u.user_id = p.user_id
        WHERE p.kind = 'teacher' AND u.status = 'active'`),
    );
    const none = await list(ADMIN, [['account_status', '=', 'none']]);
    expect(none.total).toBe(await count("lms.parties WHERE kind = 'teacher' AND user_id IS NULL"));
    const name = String(row.last_name);
    const found = await list(ADMIN, [['search', 'ilike', `%${name}%`]]);
    expect(found.rows.map((x) => x.id)).toContain(me.party_id);
    const hit = (x: Record<string, unknown>) => `${x.first_name} ${x.last_name} ${x.email}`.toLowerCase();
    expect(found.rows.every((x) => hit(x).includes(name.toLowerCase()))).toBe(true);
  });

  it('needs teacher.read; a teacher granted it sees only itself', async () => {
    expect((await t.list(STUDENT, 'teachers', 'teachers')).status).toBe(403);
    expect((await t.list(TEACHER, 'teachers', 'teachers')).status).toBe(403);
    await withGrant(t, ADMIN, { tenant: 'lms', role: 'teacher' }, ['teacher.read'], async () => {
      const mine = await list(TEACHER);
      expect(mine.rows.map((x) => x.id)).toEqual([me.party_id]);
    });
  });
});

describe('teacher writes', () => {
  it('adds a teacher; a duplicate e-mail or a bad phone is refused at the field, nothing written', async () => {
    const dee = { first_name: 'Dee', last_name: 'Duplicate' };
    const taken = await takenEmail(db());
    await expectRefusedAt(t, ADMIN, '/api/resources/teachers', { ...dee, email: taken.toUpperCase() }, 'email');
    await expectRefusedAt(t, ADMIN, '/api/resources/teachers', { ...dee, phone: 'call me' }, 'phone');
    expect(await count("lms.parties WHERE last_name = 'Duplicate'")).toBe(0);
    const ok = await t.call(ADMIN, 'POST', '/api/resources/teachers', {
      first_name: 'Tess',
      last_name: 'Newhire',
      email: 'tess.newhire@demo-academy.test',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data).toMatchObject({ kind: 'teacher', status: 'active', user_id: null });
    const row = (await list(ADMIN, [['last_name', '=', 'Newhire']])).rows;
    expect(row).toMatchObject([{ account_status: 'none', section_count: 0 }]);
  });

  it('only an administrator writes; a teacher is refused and a student id is not a teacher (404)', async () => {
    const r = await t.call(TEACHER, 'POST', '/api/resources/teachers', { first_name: 'No', last_name: 'Way' });
    expect(r.status).toBe(403);
    const student = (
      await sql<{ id: number }>`SELECT party_id AS id FROM lms.parties WHERE kind = 'student' LIMIT 1`.execute(db())
    ).rows[0].id;
    const p = await t.call(ADMIN, 'PATCH', `/api/resources/teachers/${student}`, { first_name: 'X', version: 1 });
    expect(p.status).toBe(404);
  });

  it('refuses to delete a teacher with a sign-in account; deletes one without', async () => {
    const linked = await t.call(ADMIN, 'DELETE', `/api/resources/teachers/${me.party_id}`);
    expect(linked.status).toBe(409);
    expect(linked.body.error.code).toBe('in_use');
    const c = await t.call(ADMIN, 'POST', '/api/resources/teachers', { first_name: 'Gone', last_name: 'Soon' });
    expect(c.status).toBe(201);
    expect((await t.call(ADMIN, 'DELETE', `/api/resources/teachers/${c.body.data.party_id}?version=1`)).status).toBe(
      200,
    );
    expect(await count("lms.parties WHERE last_name = 'Soon'")).toBe(0);
  });
});

describe("a teacher's sign-in account", () => {
  it('is disabled, enabled and its password reset through the users actions, as the list shows', async () => {
    const off = await action(ADMIN, 'disable', [me.user_id]);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.succeeded).toBe(1);
    expect((await list(ADMIN, [['id', '=', me.party_id]])).rows[0].account_status).toBe('disabled');
    const on = await action(ADMIN, 'enable', [me.user_id]);
    expect(on.body.data.succeeded).toBe(1);
    expect((await list(ADMIN, [['id', '=', me.party_id]])).rows[0].account_status).toBe('active');
    const reset = await action(ADMIN, 'reset_password', [me.user_id]);
    expect(reset.body.data.results[0].output).toEqual({ identityStore: 'embedded', mailedTo: TEACHER });
    t.forget(TEACHER);
    expect((await t.token(TEACHER, await passwordFromMail(t.app, TEACHER))).length).toBeGreaterThan(0);
    expect((await action(TEACHER, 'disable', [me.user_id])).status).toBe(403);
  });
});

describe("a teacher's profile", () => {
  it('shows the person and the sections it leads; a teacher reads only its own', async () => {
    const other = (
      await sql<{ id: number }>`SELECT party_id AS id FROM lms.parties
      WHERE kind = 'teacher' AND party_id <> ${me.party_id} ORDER BY party_id LIMIT 1`.execute(db())
    ).rows[0].id;
    const profile = await t.list(ADMIN, 'profiles', 'teacher', [['id', '=', me.party_id]]);
    expect(profile.status).toBe(200);
    expect(profile.body.data[0].rows).toMatchObject([{ id: me.party_id, email: TEACHER }]);
    const sections = await t.list(ADMIN, 'profiles', 'teacher_sections', [['teacher_party_id', '=', me.party_id]], {
      rowsize: 500,
    });
    expect(sections.body.data[0].total).toBe(await count(`lms.sections WHERE teacher_party_id = ${me.party_id}`));
    const own = await t.list(TEACHER, 'profiles', 'teacher', [['id', '=', me.party_id]]);
    expect(own.body.data[0].total).toBe(1);
    const theirs = await t.list(TEACHER, 'profiles', 'teacher', [['id', '=', other]]);
    expect(theirs.body.data[0].total).toBe(0);
    const theirSections = await t.list(TEACHER, 'profiles', 'teacher_sections', [['teacher_party_id', '=', other]]);
    expect(theirSections.body.data[0].total).toBe(0);
    expect((await t.list(STUDENT, 'profiles', 'teacher', [['id', '=', me.party_id]])).status).toBe(403);
  });
});
