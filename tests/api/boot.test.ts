// GET /api/boot answers the browser's start-up in one request (issue #32): each part must be what the
// separate endpoint answers for the same account (loggedin_user, admin_list_roles, the blocked
// paths the server enforces, the active subscriptions of a paying user), and nothing unsigned.
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, STUDENT, TEACHER } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const TREKAI_STUDENT = 'student@trekai.test';

async function boot(email: string, role?: string) {
  const res = await t.app.inject({
    url: '/api/boot',
    headers: { authorization: `Bearer ${await t.token(email)}`, ...(role ? { 'x-current-role': role } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** What the browser asked before /api/boot, one request each. */
async function separately(email: string) {
  const me = (await t.call(email, 'GET', '/api/me')).body;
  const user = (await t.list(email, 'security_users', 'loggedin_user', [['user_id', '=', me.sub]])).body;
  const role = (await t.list(email, 'security_users', 'admin_list_roles', [['role_name', '=', me.currentRole]])).body;
  return { me, appUser: user.data[0].rows[0], permissions: role.data[0].rows[0]?.role_permissions ?? [] };
}

describe('GET /api/boot', () => {
  for (const email of [ADMIN, TEACHER, STUDENT]) {
    it(`answers for ${email} what /api/me and the two start-up list queries answer`, async () => {
      const [b, s] = await Promise.all([boot(email), separately(email)]);
      expect(b.me).toEqual(s.me);
      expect(b.appUser).toEqual(s.appUser);
      expect(b.currentRole).toBe(s.me.currentRole);
      expect(b.permissions).toEqual(s.permissions);
      expect(b.permissions.length).toBeGreaterThan(0);
      expect(b.blockedPaths).toEqual(s.me.blockedPaths);
      expect(b.subscriptions).toEqual([]); // demo-academy is B2B: nobody there pays
    });
  }

  it("gives the admin the same blocked paths as the tenant's app_controls row", async () => {
    const b = await boot(ADMIN);
    const schema = b.appUser.config.schema_name;
    const rows = (await t.list(ADMIN, 'llm_trans', 'app_controls', [['tenant_schema', '=', schema]])).body.data[0].rows;
    const own = rows.length
      ? rows
      : (await t.list(ADMIN, 'llm_trans', 'app_controls', [['is_default', '=', true]])).body.data[0].rows;
    expect(b.blockedPaths).toEqual(own[0].blocked_paths ?? []);
  });

  it('gives a paying student their active subscriptions, as trekai_subscription does', async () => {
    const b = await boot(TREKAI_STUDENT);
    const filter = [
      ['app_user_id', '=', b.me.userId],
      ['is_active', '=', true],
    ];
    const subs = (await t.list(TREKAI_STUDENT, 'students', 'trekai_subscription', filter)).body.data[0].rows;
    expect(subs.length).toBeGreaterThan(0);
    expect(b.subscriptions).toEqual(subs);
  });

  it('follows x-current-role like every request: a held role is chosen, another is ignored', async () => {
    const multi = 'multi@demo-academy.test';
    const asTeacher = await boot(multi, 'teacher');
    expect(asTeacher.currentRole).toBe('teacher');
    expect(asTeacher.me.currentRole).toBe('teacher');
    const teacherRole = await t.app.inject({
      method: 'POST',
      url: '/api/query/listmodel',
      headers: {
        authorization: `Bearer ${await t.token(multi)}`,
        'x-current-role': 'teacher',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        bizobjfile: 'security_users',
        api: 'admin_list_roles',
        filter: [['role_name', '=', 'teacher']],
      }),
    });
    expect(asTeacher.permissions).toEqual(teacherRole.json().data[0].rows[0].role_permissions);
    const hostile = await boot(multi, 'operator');
    expect(hostile.currentRole).not.toBe('operator');
    expect(hostile.currentRole).toBe((await t.call(multi, 'GET', '/api/me')).body.currentRole);
  });

  it('is refused without a token (401)', async () => {
    const res = await t.app.inject({ url: '/api/boot' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('missing_token');
  });
});
