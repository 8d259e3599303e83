// Every refusal of sign-in with the school's account is a page with a 4xx status naming its code,
// and nothing is created (no identity, user or sign-in ticket): a wrong, replayed or foreign-browser
// state, a replayed code, a wrong nonce, an id_token signed by another key, expired or from another
// issuer, an unverified e-mail, another school's user, a new address when the school makes no
// accounts, and an address outside the school's domains. The upstream is a real oidc-provider on
// loopback; the tampered tokens come from its token endpoint (tests/helpers/upstream-idp.ts).
import { describe, expect, it } from 'vitest';
import { CookieJar } from '../helpers/oidc-login.ts';
import type { Tweak } from '../helpers/upstream-idp.ts';
import {
  ADMIN,
  callBack,
  created,
  finish,
  refusalCode,
  signInUpstream,
  useUpstreamTest,
  type Run,
} from './upstream-signin-setup.ts';

const c = useUpstreamTest();
const TEACHER = 'teacher@demo-academy.test';

async function expectRefused(run: Run, code: string, status: number, url?: URL | string, tweak: Tweak = {}) {
  const before = await created(c.t);
  c.idp.tweak = tweak;
  try {
    const res = await callBack(c, run, url);
    expect(res.statusCode, res.body).toBe(status);
    expect(refusalCode(res.body)).toBe(code);
    expect(await created(c.t)).toEqual(before);
    return res;
  } finally {
    c.idp.tweak = {};
  }
}

async function runAs(sub: string, claims: Record<string, unknown>, typed = TEACHER) {
  c.idp.accounts.set(sub, claims);
  return signInUpstream(c, typed, sub);
}

describe('sign-in with the school account: refusals', () => {
  it('refuses an unknown state, a replayed answer and an answer in another browser', async () => {
    const run = await runAs('t', { email: TEACHER, email_verified: true });
    const wrong = new URL(run.callback);
    wrong.searchParams.set('state', 'not-the-state');
    await expectRefused(run, 'upstream_state', 400, wrong);
    const other = await runAs('t', { email: TEACHER, email_verified: true });
    await expectRefused({ ...other, jar: new CookieJar() }, 'upstream_state', 400);
    const ok = await runAs('t', { email: TEACHER, email_verified: true });
    expect((await callBack(c, ok)).statusCode).toBe(303);
    await expectRefused(ok, 'upstream_state', 400);
  });

  it('refuses a replayed code (the upstream refuses it)', async () => {
    const first = await runAs('t', { email: TEACHER, email_verified: true });
    await finish(c, first, await callBack(c, first));
    const second = await runAs('t', { email: TEACHER, email_verified: true });
    const replay = new URL(second.callback);
    replay.searchParams.set('code', first.callback.searchParams.get('code')!);
    await expectRefused(second, 'upstream_code', 400, replay);
  });

  it('refuses a wrong nonce, another key, an expired token and another issuer', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { email: TEACHER, email_verified: true };
    await expectRefused(await runAs('t', claims), 'upstream_nonce', 400, undefined, { claims: { nonce: 'other' } });
    const key = await expectRefused(await runAs('t', claims), 'upstream_token_invalid', 401, undefined, {
      otherKey: true,
    });
    expect(key.body).toContain('signature');
    const expired = { claims: { iat: now - 3600, exp: now - 600 } };
    const res = await expectRefused(await runAs('t', claims), 'upstream_token_invalid', 401, undefined, expired);
    expect(res.body).toContain('expired');
    const iss = { claims: { iss: 'https://accounts.google.com' } };
    const other = await expectRefused(await runAs('t', claims), 'upstream_token_invalid', 401, undefined, iss);
    expect(other.body).toContain('iss claim');
  });

  it("refuses an unverified e-mail and another school's user", async () => {
    await expectRefused(await runAs('u', { email: TEACHER, email_verified: false }), 'upstream_email_unverified', 403);
    const riverside = await runAs('r', { email: 'admin@riverside.test', email_verified: true });
    const res = await expectRefused(riverside, 'upstream_other_school', 403);
    expect(res.body).toContain('Demo Academy');
  });

  it('refuses an address outside the allowed domains, and a new one when the school makes no accounts', async () => {
    await expectRefused(
      await runAs('d', { email: 'someone@elsewhere.test', email_verified: true }),
      'upstream_domain',
      403,
    );
    const list = await c.t.call(ADMIN, 'GET', '/api/identity-providers');
    const { id, version, client_secret: _s, ...rest } = list.body.data[0];
    const put = await c.t.call(ADMIN, 'PUT', `/api/identity-providers/${id}`, { ...rest, create_role: null, version });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const fresh = await runAs('n', { email: 'unknown.pupil@demo-academy.test', email_verified: true });
    await expectRefused(fresh, 'upstream_no_account', 403);
  });
});
