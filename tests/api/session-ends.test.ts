// A password reset, a password change and disabling an account end every session of the account on
// every server: the access tokens issued before are refused (401 session_ended, also by another
// server's revocation list reading the same database), the refresh tokens no longer refresh, and a
// new sign-in works. A new password also voids every other outstanding set-password link.
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { useApiTest } from '../helpers/api.ts';
import { until } from '../helpers/servers.ts';
import { ADMIN } from '../helpers/demo-accounts.ts';
import { loginAs, tokenRequest, type TokenSet } from '../helpers/oidc-login.ts';
import { mailedToken, passwordFromMail } from '../helpers/password-link.ts';
import { createRevocations } from '../../server/auth/revocations.ts';

const EMAIL = 'ends.teacher@demo-academy.test';
const USERS = '/api/resources/users';
const t = useApiTest();
let userId: string;
let password = 'first-Chosen-pass-1';

const me = (access: string) => t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${access}` } });
const refresh = (tokens: TokenSet) =>
  tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
const act = (action: string) => t.call(ADMIN, 'POST', `${USERS}/actions/${action}`, { ids: [userId] });
const redeem = (token: string, pw: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password-links/redeem',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ token, password: pw }),
  });

/** a signed-in session that works: its access token answers and its refresh token refreshes */
async function session(): Promise<TokenSet> {
  const tokens = await loginAs(t.app, EMAIL, password);
  expect((await me(tokens.access_token)).statusCode).toBe(200);
  return tokens;
}

/** the session's access token is refused here and by another server; its refresh token is dead */
async function expectEnded(tokens: TokenSet) {
  const res = await me(tokens.access_token);
  expect([res.statusCode, res.json().error.code]).toEqual([401, 'session_ended']);
  const elsewhere = createRevocations(t.app.database.db);
  expect(await elsewhere.isTokenRevoked(decodeJwt(tokens.access_token))).toBe(true);
  const r = await refresh(tokens);
  expect([r.statusCode, r.json().error]).toEqual([400, 'invalid_grant']);
}

beforeAll(async () => {
  const r = await t.call(ADMIN, 'POST', USERS, {
    email: EMAIL,
    first_name: 'Enda',
    last_name: 'Ends',
    roles: ['teacher'],
  });
  userId = r.body.data.user_id;
  await passwordFromMail(t.app, EMAIL, password);
});

describe('ending an account’s sessions', () => {
  it('an administrator’s reset and the link’s redemption end the old tokens', async () => {
    const old = await session();
    expect((await act('reset_password')).body.data.results[0].ok).toBe(true);
    await expectEnded(old);
    password = 'after-Reset-pass-2';
    await passwordFromMail(t.app, EMAIL, password);
    await expectEnded(old);
    const fresh = await session();
    expect((await refresh(fresh)).statusCode).toBe(200);
  });

  it('a password change ends every session, the changing one too', async () => {
    const other = await session();
    const mine = await session();
    const change = (current: string, next: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/my-profile/password',
        headers: { authorization: `Bearer ${mine.access_token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ current_password: current, new_password: next }),
      });
    const wrong = await change('not-the-password', 'changed-Pass-word-3');
    expect([wrong.statusCode, wrong.json().error.fields]).toEqual([400, { current_password: expect.any(String) }]);
    const weak = await change(password, 'password');
    expect([weak.statusCode, weak.json().error.code]).toEqual([422, 'password_rejected']);
    expect((await me(other.access_token)).statusCode).toBe(200);

    const ok = await change(password, 'changed-Pass-word-3');
    expect([ok.statusCode, ok.json()]).toEqual([200, { ok: true }]);
    await expectEnded(other);
    await expectEnded(mine);
    await expect(loginAs(t.app, EMAIL, password)).rejects.toThrow(/sign-in failed/);
    password = 'changed-Pass-word-3';
    await session();
  });

  it('disabling the account ends its sessions: enabled again, the old token stays refused', async () => {
    const old = await session();
    expect((await act('disable')).body.data.results[0].ok).toBe(true);
    const off = await me(old.access_token);
    expect([off.statusCode, off.json().error.code]).toEqual([403, 'account_disabled']);
    expect((await refresh(old)).statusCode).toBe(400);
    expect((await act('enable')).body.data.results[0].ok).toBe(true);
    // recorded by the disable's own transaction: every server reads it within a second
    const ended = await until(async () => {
      const r = await me(old.access_token);
      return { status: r.statusCode, body: r.json() };
    }, 401);
    expect(ended.ms).toBeLessThan(1500);
    await expectEnded(old);
    await session();
  });
});

describe('set-password links', () => {
  it('redeeming one link voids the older links of the account', async () => {
    expect((await act('resend_invite')).body.data.results[0].ok).toBe(true);
    const older = await mailedToken(t.app, EMAIL);
    expect((await act('resend_invite')).body.data.results[0].ok).toBe(true);
    const newer = await mailedToken(t.app, EMAIL);
    expect(newer).not.toBe(older);
    expect((await redeem(newer, 'newest-Link-pass-4')).statusCode).toBe(200);
    const late = await redeem(older, 'older-Link-pass-5');
    expect([late.statusCode, late.json().error.code]).toEqual([400, 'invalid_link']);
    password = 'newest-Link-pass-4';
    await session();
  });

  it('a password change voids the outstanding links', async () => {
    expect((await act('resend_invite')).body.data.results[0].ok).toBe(true);
    const link = await mailedToken(t.app, EMAIL);
    const tokens = await session();
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/my-profile/password',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ current_password: password, new_password: 'changed-Again-pass-6' }),
    });
    expect(r.statusCode).toBe(200);
    const late = await redeem(link, 'from-Old-link-pass-7');
    expect([late.statusCode, late.json().error.code]).toEqual([400, 'invalid_link']);
  });
});
