// People (#12): the /students grid's bulk actions, each student answered on its own: give sign-in
// accounts (students create_account), reset passwords and disable sign-in (the users actions on the
// students' accounts), delete sign-in accounts (students delete_account: the account and identity
// go, enrolments stay), with refusals per id and validation of the request as a whole.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';
import { refuseLastAdmin } from '../../server/resources/definitions/user-common.ts';

const t = useApiTest();
const db = () => t.app.database.db;
const act = (who: string, resource: string, action: string, body: object) =>
  t.call(who, 'POST', `/api/resources/${resource}/actions/${action}`, body);
interface Result {
  id: number | string;
  ok: boolean;
  status?: number;
  error?: { code: string };
  output?: Record<string, unknown>;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const results = (r: { body: Record<string, any> }) => r.body.data.results as Result[];
let ids: number[];
let users: string[];

beforeAll(async () => {
  // three enrolled students of the demo school without accounts, and with e-mail addresses
  const r = await sql<{ party_id: number }>`SELECT p.party_id FROM lms.parties p WHERE p.kind = 'student'
    AND p.user_id IS NULL AND p.email IS NOT NULL
    AND EXISTS (SELECT 1 FROM lms.enrollments e WHERE e.student_party_id = p.party_id)
    ORDER BY p.party_id DESC LIMIT 3`.execute(db());
  ids = r.rows.map((x) => x.party_id);
  expect(ids).toHaveLength(3);
});

describe('students bulk actions', () => {
  it('give three students sign-in accounts, each mailed an invite; one with an account is refused', async () => {
    const r = await act(ADMIN, 'students', 'create_account', { ids });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(results(r).map((x) => x.ok)).toEqual([true, true, true]);
    // the admin has no student.email, so the answer does not name the address the invite went to
    expect(results(r)[0].output).toEqual({ userId: expect.any(String), identityStore: 'embedded', mailed: true });
    const rows = await sql<{ party_id: number; user_id: string; roles: { access: string[] } }>`
      SELECT p.party_id, u.user_id, u.roles FROM lms.parties p JOIN platform.app_users u ON u.user_id = p.user_id
      WHERE p.party_id IN (${sql.join(ids)}) ORDER BY p.party_id DESC`.execute(db());
    expect(rows.rows.map((x) => x.party_id)).toEqual(ids);
    expect(rows.rows.every((x) => x.roles.access.join() === 'student')).toBe(true);
    users = rows.rows.map((x) => x.user_id);
    const again = await act(ADMIN, 'students', 'create_account', { ids: [ids[0]] });
    expect(results(again)[0]).toMatchObject({ ok: false, status: 409 });
    const listed = await t.list(ADMIN, 'students', 'students', [['id', 'in', ids]]);
    expect(listed.body.data[0].rows.map((x: { account_status: string }) => x.account_status)).toEqual([
      'active',
      'active',
      'active',
    ]);
  });

  it('reset the passwords of the three, then disable one: a reset of the disabled one is refused alone', async () => {
    const reset = await act(ADMIN, 'users', 'reset_password', { ids: users });
    expect(results(reset).map((x) => x.ok)).toEqual([true, true, true]);
    const mails = await sql<{ c: number }>`SELECT count(*)::int AS c FROM platform.notification_log
      WHERE event = 'password_reset' AND recipient IN (SELECT email FROM platform.app_users
      WHERE user_id IN (${sql.join(users)}))`.execute(db());
    expect(mails.rows[0].c).toBe(3);

    const off = await act(ADMIN, 'users', 'disable', { ids: [users[0]] });
    expect(results(off)[0].ok).toBe(true);
    const identity = await sql<{ disabled: boolean }>`SELECT disabled FROM platform.identities
      WHERE sub = ${users[0]}`.execute(db());
    expect(identity.rows[0].disabled).toBe(true);
    const again = await act(ADMIN, 'users', 'reset_password', { ids: users });
    expect(results(again).map((x) => [x.ok, x.error?.code])).toEqual([
      [false, 'account_disabled'],
      [true, undefined],
      [true, undefined],
    ]);
  });

  it('delete sign-in accounts: accounts and identities go, enrolments stay, a student without one is named', async () => {
    const enrolled = async () =>
      (
        await sql<{ c: number }>`SELECT count(*)::int AS c FROM lms.enrollments
        WHERE student_party_id IN (${sql.join(ids)})`.execute(db())
      ).rows[0].c;
    const before = await enrolled();
    const none = (
      await sql<{ party_id: number }>`SELECT party_id FROM lms.parties WHERE kind = 'student'
      AND user_id IS NULL LIMIT 1`.execute(db())
    ).rows[0].party_id;
    expect((await act(TEACHER, 'students', 'delete_account', { ids })).status).toBe(403);
    expect((await act(ADMIN, 'students', 'delete_account', { ids, input: { also: 1 } })).status).toBe(400);

    const r = await act(ADMIN, 'students', 'delete_account', { ids: [...ids, none] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(results(r).map((x) => [x.ok, x.error?.code])).toEqual([
      [true, undefined],
      [true, undefined],
      [true, undefined],
      [false, 'no_account'],
    ]);
    const left = await sql<{
      c: number;
    }>`SELECT (SELECT count(*) FROM platform.app_users WHERE user_id IN (${sql.join(users)}))
      + (SELECT count(*) FROM platform.identities WHERE sub IN (${sql.join(users)}))
      + (SELECT count(*) FROM lms.parties WHERE party_id IN (${sql.join(ids)}) AND user_id IS NOT NULL) AS c`.execute(
      db(),
    );
    expect(Number(left.rows[0].c)).toBe(0);
    expect(await enrolled()).toBe(before);
    const audit = await sql<{ c: number }>`SELECT count(*)::int AS c FROM platform.audit_log
      WHERE resource = 'students' AND action = 'delete_account'`.execute(db());
    expect(audit.rows[0].c).toBe(3);
  });

  it("refuses removing the school's only active administrator", async () => {
    const admins = await sql<{ user_id: string; tenant_id: number }>`SELECT user_id, tenant_id FROM platform.app_users
      WHERE tenant_id = (SELECT id FROM platform.tenants WHERE name = 'lms') AND status = 'active'
      AND roles->'access' ? 'admin'`.execute(db());
    const [first, ...others] = admins.rows;
    // with every other administrator disabled, the first is the last one
    await sql`UPDATE platform.app_users SET status = 'disabled' WHERE user_id IN (${sql.join(
      others.map((x) => x.user_id).concat(['00000000-0000-0000-0000-000000000000']),
    )})`.execute(db());
    await expect(refuseLastAdmin(db(), first.tenant_id, first.user_id)).rejects.toMatchObject({ code: 'last_admin' });
    await sql`UPDATE platform.app_users SET status = 'active' WHERE user_id IN (${sql.join(
      others.map((x) => x.user_id).concat(['00000000-0000-0000-0000-000000000000']),
    )})`.execute(db());
    if (others.length) await expect(refuseLastAdmin(db(), first.tenant_id, first.user_id)).resolves.toBeUndefined();
  });

  it('set grade level refuses a request without a grade level, naming the field', async () => {
    const r = await act(ADMIN, 'students', 'set_grade_level', { ids, input: {} });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.error)).toContain('grade_level_id');
  });
});
