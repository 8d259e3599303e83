// Sign-in with the school's account against a second real OpenID Connect provider on loopback: an
// existing teacher of the school signs in through it and gets our access token for Demo Academy as a
// teacher; a new address of an allowed domain gets a student account when the school allows it; the
// administrators' API never answers the client secret and shows the redirect URI to copy.
import { describe, expect, it } from 'vitest';
import { ADMIN, callBack, finish, me, signInUpstream, useUpstreamTest } from './upstream-signin-setup.ts';

const c = useUpstreamTest();

describe('sign-in with the school account', () => {
  it('signs an existing teacher in as that teacher of the school', async () => {
    c.idp.accounts.set('g-teacher', { email: 'teacher@demo-academy.test', email_verified: true });
    const run = await signInUpstream(c, 'teacher@demo-academy.test', 'g-teacher');
    expect(run.callback.href.startsWith(c.redirectUri)).toBe(true);
    const res = await callBack(c, run);
    expect(res.statusCode, res.body).toBe(303);
    const tokens = await finish(c, run, res);
    expect(await me(c, tokens.access_token)).toMatchObject({
      email: 'teacher@demo-academy.test',
      roles: ['teacher'],
      schema: 'lms',
    });
  });

  it('makes a student account on first sign-in when the school allows it, and finds it again', async () => {
    const email = 'new.pupil@demo-academy.test';
    c.idp.accounts.set('g-new', { email, email_verified: true, given_name: 'Nova', family_name: 'Pupil' });
    const first = await signInUpstream(c, email, 'g-new');
    const who = await me(c, (await finish(c, first, await callBack(c, first))).access_token);
    expect(who).toMatchObject({ email, roles: ['student'], schema: 'lms' });
    const again = await signInUpstream(c, email, 'g-new');
    expect((await me(c, (await finish(c, again, await callBack(c, again))).access_token)).userId).toBe(who.userId);
  });

  it('answers the redirect URI and only "set" for the secret; a change without a secret keeps it', async () => {
    const list = await c.t.call(ADMIN, 'GET', '/api/identity-providers');
    expect(list.status).toBe(200);
    expect(list.body.urls.redirect_uri).toBe(`${c.t.config.oidc.issuer}/broker/callback`);
    expect(list.body.data[0]).toMatchObject({ id: c.provider.id, client_secret: 'set' });
    expect(JSON.stringify(list.body)).not.toContain(c.idp.clientSecret);
    const { id, version, client_secret: _s, ...rest } = list.body.data[0];
    const put = await c.t.call(ADMIN, 'PUT', `/api/identity-providers/${id}`, { ...rest, label: 'Google', version });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    // moving the issuer to another server needs the secret again, so the kept one is not sent there
    const moved = { ...rest, issuer: 'https://idp.example.invalid', version: put.body.data.version };
    const refused = await c.t.call(ADMIN, 'PUT', `/api/identity-providers/${id}`, moved);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('client_secret');
    // the kept secret still redeems codes
    c.idp.accounts.set('g-teacher2', { email: 'teacher@demo-academy.test', email_verified: true });
    const run = await signInUpstream(c, 'teacher@demo-academy.test', 'g-teacher2');
    expect((await callBack(c, run)).statusCode).toBe(303);
  });
});
