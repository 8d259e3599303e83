// People (#12): independent teachers (teachers/ind_teachers) and home-school families' students
// (home_school/students, home_school/all_students) in the operators' tenant ei_lms: rows from the
// data, filters, a family or an independent teacher held to its own rows, operator-only and
// permission refusals, and an independent teacher's password reset through the users actions.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { rowCount } from '../helpers/db-rows.ts';
import { OPERATOR, IND, FAMILY } from '../helpers/demo-accounts.ts';
import { passwordFromMail } from '../helpers/password-link.ts';

const LMS_ADMIN = 'admin@demo-academy.test';
const t = useApiTest();
const db = () => t.app.database.db;
const userId = async (email: string) =>
  (await sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${email}`.execute(db())).rows[0]
    .user_id;
const count = (q: string) => rowCount(db(), q);

async function rows(email: string, bizobjfile: string, api: string, filter: unknown[] = []) {
  const r = await t.list(email, bizobjfile, api, filter, { rowsize: 500 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data[0] as { rows: Record<string, unknown>[]; total: number };
}

describe('home-school students', () => {
  it("a family sees its own students; an operator sees every family's with the family", async () => {
    const family = await userId(FAMILY);
    const own = await count(`ei_lms.parties WHERE kind = 'student' AND family_user_id = '${family}'`);
    expect(own, 'the demo family has students').toBeGreaterThan(0);
    const mine = await rows(FAMILY, 'home_school', 'students');
    expect(mine.total).toBe(own);
    expect(mine.rows.every((r) => r.family_user_id === family)).toBe(true);
    expect(mine.rows[0]).toHaveProperty('section_count');

    const all = await rows(OPERATOR, 'home_school', 'all_students');
    expect(all.total).toBe(await count("ei_lms.parties WHERE kind = 'student' AND family_user_id IS NOT NULL"));
    const u = (
      await sql<{ n: string }>`SELECT first_name || ' ' || last_name AS n FROM platform.app_users
      WHERE user_id = ${family}`.execute(db())
    ).rows[0].n;
    expect(all.rows.find((r) => r.family_user_id === family)).toMatchObject({ family_name: u });
    expect(all.rows[0]).not.toHaveProperty('family_email');
    const byFamily = await rows(OPERATOR, 'home_school', 'all_students', [['family_user_id', '=', family]]);
    expect(byFamily.total).toBe(own);
  });

  it('the operators list is refused to the family (no user.read) and to another school', async () => {
    expect((await t.list(FAMILY, 'home_school', 'all_students')).status).toBe(403);
    expect((await t.list(LMS_ADMIN, 'home_school', 'all_students')).status).toBe(403);
    expect((await t.list(IND, 'home_school', 'students')).status).toBe(403);
  });
});

describe('independent teachers', () => {
  it('an operator lists them with their courses; an independent teacher sees only itself', async () => {
    const ind = await userId(IND);
    const all = await rows(OPERATOR, 'teachers', 'ind_teachers');
    expect(all.total).toBe(
      await count(`platform.app_users u JOIN platform.tenants tn ON tn.id = u.tenant_id
        WHERE tn.name = 'ei_lms' AND u.roles->'access' ? 'ind-teacher'`),
    );
    const row = all.rows.find((r) => r.user_id === ind)!;
    expect(row).toMatchObject({ email: IND, status: 'active' });
    expect(row.course_count).toBe(await count(`ei_lms.courses WHERE owner_user_id = '${ind}'`));
    const self = await rows(IND, 'teachers', 'ind_teachers');
    expect(self.rows.map((r) => r.user_id)).toEqual([ind]);
    expect((await t.list(FAMILY, 'teachers', 'ind_teachers')).status).toBe(403);
  });

  it("an operator resets an independent teacher's password; the teacher cannot reset another's", async () => {
    const ind = await userId(IND);
    const denied = await t.call(IND, 'POST', '/api/resources/users/actions/reset_password', { ids: [ind] });
    expect(denied.status).toBe(403);
    const r = await t.call(OPERATOR, 'POST', '/api/resources/users/actions/reset_password', { ids: [ind] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.results[0].output).toMatchObject({ mailedTo: IND });
    const password = await passwordFromMail(t.app, IND);
    t.forget(IND);
    expect((await t.token(IND, password)).length).toBeGreaterThan(0);
  });
});
