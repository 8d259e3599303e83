// The login throttle counts failures per client address. With the default TRUST_PROXY (loopback
// only), a peer on a private network that is not a configured proxy cannot pick its own address by
// rotating X-Forwarded-For: its failures all count against its real address and it is refused.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { CookieJar, endpoints, pkcePair, startAuthorization } from '../helpers/oidc-login.ts';

const MAX = 3;
const t = useTestApp({
  LOGIN_ADDRESS_MAX_FAILURES: String(MAX),
  LOGIN_ADDRESS_DELAY_AFTER: '100',
  LOGIN_ACCOUNT_MAX_FAILURES: '100',
  LOGIN_ACCOUNT_DELAY_AFTER: '100',
  LOGIN_ACCOUNT_SLOW_AFTER: '100',
});

/** one wrong password for a new account each time, sent by `peer` with a forwarded-for `claimed` */
async function failFrom(peer: string, claimed: string, n: number) {
  const jar = new CookieJar();
  const page = await startAuthorization(t.app, jar, {
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  });
  if (page instanceof URL) throw new Error('expected the login page');
  const action = /<form[^>]*action="([^"]+)"/.exec(page.body)![1].replace(/&amp;/g, '&');
  const res = await t.app.inject({
    method: 'POST',
    url: action,
    remoteAddress: peer,
    headers: {
      host: endpoints(t.app).host,
      cookie: jar.header(),
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': claimed,
    },
    payload: new URLSearchParams({ login: `nobody${n}@example.test`, password: 'wrong-password' }).toString(),
  });
  return res.statusCode;
}

describe('TRUST_PROXY default', () => {
  it('ignores X-Forwarded-For from a private peer that is not a configured proxy', async () => {
    const statuses = [];
    for (let i = 0; i <= MAX; i++) statuses.push(await failFrom('10.20.30.40', `203.0.113.${i + 1}`, i));
    expect(statuses).toEqual([...Array<number>(MAX).fill(200), 429]);
  });

  it('still believes a proxy on loopback, so clients behind it are told apart', async () => {
    const statuses = [];
    for (let i = 0; i <= MAX; i++) statuses.push(await failFrom('127.0.0.1', `198.51.100.${i + 1}`, i));
    expect(statuses).toEqual(Array<number>(MAX + 1).fill(200));
  });
});
