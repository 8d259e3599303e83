// Deep Linking 2.0 against the loopback platform (server/lti/deep-linking.ts): an instructor's
// LtiDeepLinkingRequest shows a picker of their own saved tool outputs; the pick comes back as a
// form that posts an LtiDeepLinkingResponse JWT to the platform's return URL, signed with the key
// /lti/jwks publishes, echoing `data`. A pick is used once, another teacher's output is refused, and
// a learner's deep-linking launch is refused before anything is created.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { LTI, ROLE } from '../helpers/lti-platform.ts';
import { created, platformForm, postLaunch, refusalCode, useLtiTest, type LtiTest } from './lti-setup.ts';

const c: LtiTest = useLtiTest();
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';

const person = (sub: string, role: string) => ({ sub, given_name: 'Grace', family_name: sub, [`${LTI}roles`]: [role] });
const dlClaims = () => ({
  [`${LTI}message_type`]: 'LtiDeepLinkingRequest',
  [`${DL}deep_linking_settings`]: {
    deep_link_return_url: `${c.platform.issuer}/deep-link-return?course=7`,
    accept_types: ['ltiResourceLink'],
    data: 'opaque-42',
  },
});

async function launch(hint: string, claims: Record<string, unknown> = {}) {
  c.platform.tweak = { claims };
  try {
    return await postLaunch(c, (await platformForm(c, hint)).fields);
  } finally {
    c.platform.tweak = {};
  }
}

const userOf = async (sub: string) =>
  (
    await sql<{ user_id: string }>`SELECT user_id::text FROM platform.lti_user_links
      WHERE platform_id = ${c.registration.id} AND sub = ${sub}`.execute(c.t.app.database.db)
  ).rows[0].user_id;

async function saveOutput(userId: string, title: string) {
  const r = await sql<{
    id: string;
  }>`INSERT INTO platform.ai_saved_outputs (tenant_id, user_id, tool_slug, title, output)
    SELECT tenant_id, user_id, 'multiple-choice-quiz', ${title}, '1. What do plants make?' FROM platform.app_users
    WHERE user_id = ${userId} RETURNING id::text`.execute(c.t.app.database.db);
  return r.rows[0].id;
}

const pick = (token: string, item: string) =>
  fetch(`${c.base}/lti/deep-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, item }).toString(),
  });
const tokenIn = (html: string) => /name="token" value="([^"]+)"/.exec(html)![1];

describe('LTI deep linking', () => {
  it("answers an instructor's pick with a signed LtiDeepLinkingResponse posted back to the platform", async () => {
    c.platform.users.set('dl-t1', person('dl-t1', ROLE.instructor));
    c.platform.users.set('dl-t2', person('dl-t2', ROLE.instructor));
    await launch('dl-t1');
    await launch('dl-t2');
    const mine = await saveOutput(await userOf('dl-t1'), 'Photosynthesis quiz');
    const theirs = await saveOutput(await userOf('dl-t2'), 'Not yours');

    const res = await launch('dl-t1', dlClaims());
    const picker = await res.text();
    expect(res.status, picker).toBe(200);
    expect(picker).toContain('Photosynthesis quiz');
    expect(picker).not.toContain('Not yours');

    const refused = await pick(tokenIn(picker), theirs);
    expect(refused.status).toBe(404);
    const second = tokenIn(await (await launch('dl-t1', dlClaims())).text());
    const again = await pick(second, mine);
    const html = await again.text();
    expect(again.status, html).toBe(200);
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
    expect(action).toBe(`${c.platform.issuer}/deep-link-return?course=7`);
    expect(again.headers.get('content-security-policy')).toContain(`form-action 'self' ${c.platform.issuer}`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(html)![1];

    const keys = createRemoteJWKSet(new URL(`${c.base}/lti/jwks`));
    const { payload, protectedHeader } = await jwtVerify(jwt, keys, {
      issuer: c.platform.clientId,
      audience: c.platform.issuer,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      [`${LTI}message_type`]: 'LtiDeepLinkingResponse',
      [`${LTI}version`]: '1.3.0',
      [`${LTI}deployment_id`]: c.platform.deploymentId,
      [`${DL}data`]: 'opaque-42',
      [`${DL}content_items`]: [
        {
          type: 'ltiResourceLink',
          title: 'Photosynthesis quiz',
          url: `${c.t.config.publicUrl}/lti/launch`,
          custom: { saved_output_id: mine },
        },
      ],
    });
    expect(payload.exp! - payload.iat!).toBe(300);

    // the pick is spent
    const replay = await pick(second, mine);
    expect(replay.status).toBe(400);
    expect(refusalCode(await replay.text())).toBe('lti_state');
  });

  it("refuses a learner's deep-linking launch, and one without a return URL, creating nothing", async () => {
    c.platform.users.set('dl-s1', person('dl-s1', ROLE.learner));
    const before = await created(c.t);
    const learner = await launch('dl-s1', dlClaims());
    expect(learner.status).toBe(403);
    expect(refusalCode(await learner.text())).toBe('lti_role');
    c.platform.users.set('dl-t3', person('dl-t3', ROLE.instructor));
    const noReturn = await launch('dl-t3', {
      ...dlClaims(),
      [`${DL}deep_linking_settings`]: { accept_types: ['ltiResourceLink'] },
    });
    expect(noReturn.status).toBe(400);
    expect(refusalCode(await noReturn.text())).toBe('lti_bad_request');
    expect(await created(c.t)).toEqual(before);
  });
});
