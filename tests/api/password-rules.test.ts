// Every place a password is set checks the same rules (server/identity/password-rules.ts): here an
// administrator creating a user with a password of their choosing. A refused one answers 422
// password_rejected with the reason at the password field, and nothing is created.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const create = (email: string, password: string) =>
  t.call(ADMIN, 'POST', '/api/resources/users', {
    email,
    first_name: 'Petra',
    last_name: 'Rules',
    roles: ['teacher'],
    password,
  });
const exists = async (email: string) =>
  (
    await sql<{ n: number }>`SELECT (SELECT count(*) FROM platform.app_users WHERE email = ${email})
      + (SELECT count(*) FROM platform.identities WHERE email = ${email}) AS n`.execute(t.app.database.db)
  ).rows[0].n;

describe('an administrator setting a password', () => {
  it.each([
    ['1q2w3e4r5t6y', 'list of common or breached passwords'],
    ['Short-pw-1', 'at least 12 characters'],
    ['petra.rules@demo-academy.test', 'not be your e-mail address'],
  ])('refuses %s with the reason', async (password, why) => {
    const email = 'petra.rules@demo-academy.test';
    const r = await create(email, password);
    expect([r.status, r.body.error.code]).toEqual([422, 'password_rejected']);
    expect(r.body.error.fields.password).toContain(why);
    expect(Number(await exists(email))).toBe(0);
  });

  it('takes a long uncommon one, with which the user signs in', async () => {
    const email = 'petra.ok@demo-academy.test';
    const r = await create(email, 'tea with lemon at noon');
    expect(r.status).toBe(201);
    expect(await t.token(email, 'tea with lemon at noon')).toBeTruthy();
  });
});
