// LTI 1.3 launches from a loopback platform that signs id_tokens as Canvas or Moodle do, all over
// real HTTP: an instructor lands signed in on /teacher-tools as a teacher of the registration's
// school, a learner on /dashboard as a student, a returning person is the same user; and every
// refusal (replayed state, expired token, wrong nonce, unknown deployment, another key's signature,
// wrong audience, no mapped role, unknown platform, a spent sign-in link) is a page with a 4xx
// status and its code, with nothing created.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { LTI, ROLE, type Tweak } from '../helpers/lti-platform.ts';
import {
  appSignIn,
  created,
  follow,
  initiate,
  platformForm,
  postLaunch,
  refusalCode,
  useLtiTest,
  type LtiTest,
} from './lti-setup.ts';

const c: LtiTest = useLtiTest();

const person = (sub: string, role: string, extra: object = {}) => ({
  sub,
  given_name: 'Ada',
  family_name: `Lovelace-${sub}`,
  email: `${sub}@school.example`,
  [`${LTI}roles`]: [role],
  ...extra,
});

async function launchWith(hint: string, tweak: Tweak = {}) {
  c.platform.tweak = tweak;
  try {
    const { fields } = await platformForm(c, hint);
    return { fields, res: await postLaunch(c, fields) };
  } finally {
    c.platform.tweak = {};
  }
}

async function me(token: string) {
  const r = await c.t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
  return r.json() as { email: string; roles: string[]; currentRole: string; schema: string; userId: string };
}

describe('LTI launch', () => {
  it('signs an instructor in as a teacher of the school and lands on the teacher tools', async () => {
    c.platform.users.set('hint-t1', person('t1', ROLE.instructor));
    const { res } = await launchWith('hint-t1');
    const html = await res.text();
    expect(res.status, html).toBe(200);
    expect(res.headers.get('clear-site-data')).toContain('"cookies"');
    const cont = await follow(c, html);
    expect(cont.status).toBe(303);
    expect(cont.headers.get('location')).toBe(`${c.t.config.publicUrl}/teacher-tools`);
    const tokens = await appSignIn(c, cont);
    const who = await me(tokens.access_token);
    expect(who).toMatchObject({
      email: 't1@school.example',
      roles: ['teacher'],
      currentRole: 'teacher',
      schema: 'lms',
    });
    const link = await sql<{ user_id: string }>`SELECT user_id::text FROM platform.lti_user_links
      WHERE platform_id = ${c.registration.id} AND sub = 't1'`.execute(c.t.app.database.db);
    expect(link.rows[0].user_id).toBe(who.userId);

    // the one-time link is spent
    const again = await fetch(`${c.base}${new URL(cont.url).pathname}${new URL(cont.url).search}`, {
      redirect: 'manual',
    });
    expect(again.status).toBe(400);
    expect(refusalCode(await again.text())).toBe('lti_sign_in');
  });

  it('finds a returning person again, and lands a learner on the dashboard as a student', async () => {
    c.platform.users.set('hint-s1', person('s1', ROLE.learner));
    const first = await launchWith('hint-s1');
    const cont = await follow(c, await first.res.text());
    expect(cont.headers.get('location')).toBe(`${c.t.config.publicUrl}/dashboard`);
    const one = await me((await appSignIn(c, cont)).access_token);
    expect(one).toMatchObject({ roles: ['student'], email: 's1@school.example' });

    const before = await created(c.t);
    const second = await launchWith('hint-s1');
    const two = await me((await appSignIn(c, await follow(c, await second.res.text()))).access_token);
    expect(two.userId).toBe(one.userId);
    const after = await created(c.t);
    expect({ ...after, tickets: 0 }).toEqual({ ...before, tickets: 0 });
  });

  it('gives a person a new address when the platform names one an account has already', async () => {
    c.platform.users.set('hint-t2', person('t2', ROLE.instructor, { email: 'teacher@demo-academy.test' }));
    const { res } = await launchWith('hint-t2');
    const who = await me((await appSignIn(c, await follow(c, await res.text()))).access_token);
    expect(who.email).toMatch(/@lti\.invalid$/);
    expect(who.roles).toEqual(['teacher']);
  });

  const refusals: [string, Tweak, number, string][] = [
    ['an expired token', { claims: { exp: Math.floor(Date.now() / 1000) - 120 } }, 401, 'lti_token_invalid'],
    ['a wrong nonce', { claims: { nonce: 'not-the-one-we-sent' } }, 400, 'lti_nonce'],
    ['an unknown deployment', { claims: { [`${LTI}deployment_id`]: 'dep-unknown' } }, 403, 'lti_unknown_deployment'],
    ["another key's signature (same kid)", { key: 'other-same-kid' }, 401, 'lti_token_invalid'],
    ["another key's signature (its own kid)", { key: 'other-kid' }, 401, 'lti_token_invalid'],
    ['a wrong audience', { claims: { aud: 'another-tool', azp: 'another-tool' } }, 401, 'lti_token_invalid'],
    [
      'an azp of another client',
      { claims: { aud: [c.platform?.clientId ?? 'tool-client-1', 'x'], azp: 'x' } },
      401,
      'lti_token_invalid',
    ],
    [
      'an unsupported message type',
      { claims: { [`${LTI}message_type`]: 'LtiSubmissionReviewRequest' } },
      400,
      'lti_message_type',
    ],
    ['no role we map', { claims: { [`${LTI}roles`]: [ROLE.mentor] } }, 403, 'lti_role'],
  ];
  it.each(refusals)('refuses %s with a page, creating nothing', async (_what, tweak, status, code) => {
    c.platform.users.set('hint-r', person('r1', ROLE.instructor));
    const before = await created(c.t);
    const { res } = await launchWith('hint-r', tweak);
    const html = await res.text();
    expect(res.status, html).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(refusalCode(html)).toBe(code);
    expect(html).toContain('role="alert"');
    expect(await created(c.t)).toEqual(before);
  });

  it('refuses a replayed launch (the same state and token posted again)', async () => {
    c.platform.users.set('hint-t3', person('t3', ROLE.instructor));
    const { fields, res } = await launchWith('hint-t3');
    expect(res.status).toBe(200);
    const before = await created(c.t);
    const replay = await postLaunch(c, fields);
    expect(replay.status).toBe(400);
    expect(refusalCode(await replay.text())).toBe('lti_state');
    expect(await created(c.t)).toEqual(before);
  });

  it('refuses a launch with a state it never issued, and one without a token', async () => {
    const { fields } = await launchWith('hint-t3');
    const before = await created(c.t);
    const forged = await postLaunch(c, { ...fields, state: 'made-up-state' });
    expect(forged.status).toBe(400);
    expect(refusalCode(await forged.text())).toBe('lti_state');
    const bare = await postLaunch(c, { state: fields.state });
    expect(bare.status).toBe(400);
    expect(refusalCode(await bare.text())).toBe('lti_bad_request');
    expect(await created(c.t)).toEqual(before);
  });

  it('refuses a login initiation from an unknown platform or deployment, or for another target', async () => {
    const unknown = await initiate(c, 'hint-t1', { iss: 'https://unknown.example' });
    expect(unknown.status).toBe(404);
    expect(refusalCode(await unknown.text())).toBe('lti_unknown_platform');
    const deployment = await initiate(c, 'hint-t1', { lti_deployment_id: 'dep-unknown' });
    expect(deployment.status).toBe(403);
    expect(refusalCode(await deployment.text())).toBe('lti_unknown_deployment');
    const target = await initiate(c, 'hint-t1', { target_link_uri: 'https://evil.example/launch' });
    expect(target.status).toBe(400);
    expect(refusalCode(await target.text())).toBe('lti_bad_request');
    const missing = await fetch(`${c.base}/lti/login?iss=${encodeURIComponent(c.platform.issuer)}`);
    expect(missing.status).toBe(400);
  });

  it('answers the login initiation by GET too, with state and nonce for the platform', async () => {
    const q = new URLSearchParams({
      iss: c.platform.issuer,
      login_hint: 'hint-t1',
      target_link_uri: `${c.t.config.publicUrl}/lti/launch`,
      lti_message_hint: 'msg-42',
    });
    const res = await fetch(`${c.base}/lti/login?${q}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin + to.pathname).toBe(c.platform.authUrl);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: c.platform.clientId,
      redirect_uri: `${c.t.config.publicUrl}/lti/launch`,
      login_hint: 'hint-t1',
      lti_message_hint: 'msg-42',
      state: expect.stringMatching(/^[\w-]{32}$/),
      nonce: expect.stringMatching(/^[\w-]{32}$/),
    });
  });
});
