// What the LTI quiz tests do as the platform and its people (tests/api/lti-ags.test.ts): the demo
// teacher and student as the platform's instructor and learner (their platform `sub` linked to the
// school's accounts, as it is once they are the same person there), a quiz made by the teacher, a
// deep-linking launch and pick, a launch of the picked link with the AGS claim, and calls to the app
// with the token a launch signed in.
import { sql } from 'kysely';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { deepLinkingClaims, DL, LTI, resourceLinkClaims, ROLE } from '../helpers/lti-platform.ts';
import { TEACHER } from '../helpers/demo-accounts.ts';
import type { Classroom } from './classroom-setup.ts';
import { appSignIn, follow, platformForm, postLaunch, type LtiTest } from './lti-setup.ts';

export { AGS, DL } from '../helpers/lti-platform.ts';

/** The platform's person `sub` is the school's account `email`, with the platform role `role`. */
export async function samePerson(c: LtiTest, sub: string, email: string, role: keyof typeof ROLE) {
  c.platform.users.set(sub, { sub, given_name: 'Pat', family_name: sub, [`${LTI}roles`]: [ROLE[role]] });
  await sql`INSERT INTO platform.lti_user_links (platform_id, sub, user_id)
    SELECT ${c.registration.id}, ${sub}, user_id FROM platform.app_users WHERE email = ${email}`.execute(
    c.t.app.database.db,
  );
}

type Question = { kind: string; stem: string; choices: string[]; answer: unknown; points: number };

/** A published quiz assignment of the demo teacher's section; answers its id and question ids. */
export async function makeQuiz(c: LtiTest, room: Classroom, title: string, points: number, questions: Question[]) {
  const id = await room.assignment(title, { max_points: points });
  const r = await c.t.call(TEACHER, 'PUT', `/api/assignments/${id}/quiz`, {
    shuffle: false,
    time_limit_minutes: null,
    max_attempts: questions.some((q) => q.kind === 'essay') ? 2 : 1,
    questions,
  });
  if (r.status !== 200) throw new Error(`quiz: ${JSON.stringify(r.body)}`);
  return { id, questions: (r.body.data.questions as { id: number }[]).map((q) => q.id) };
}

/** A launch as `hint` with extra claims; answers our response. */
export async function launchAs(c: LtiTest, hint: string, claims: Record<string, unknown> = {}) {
  c.platform.tweak = { claims };
  try {
    return await postLaunch(c, (await platformForm(c, hint)).fields);
  } finally {
    c.platform.tweak = {};
  }
}

const deepLinking = (c: LtiTest) => deepLinkingClaims(c.platform.issuer);

/** The picker a deep-linking launch of `hint` shows, and a pick of `item` from it (status and verified answer). */
export async function deepLink(c: LtiTest, hint: string, item: (picker: string) => string) {
  const picker = await (await launchAs(c, hint, deepLinking(c))).text();
  const token = /name="token" value="([^"]+)"/.exec(picker)![1];
  const res = await fetch(`${c.base}/lti/deep-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, item: item(picker) }).toString(),
  });
  const jwt = /name="JWT" value="([^"]+)"/.exec(await res.text())?.[1];
  const keys = createRemoteJWKSet(new URL(`${c.base}/lti/jwks`));
  const answer = jwt ? (await jwtVerify(jwt, keys, { audience: c.platform.issuer })).payload : undefined;
  return { picker, status: res.status, items: answer?.[`${DL}content_items`] as Record<string, unknown>[] };
}

/** The claims of a launch of a deep-linked item (custom as picked, the platform's link id and line item). */
export const linkLaunch = (c: LtiTest, custom: object, resourceLinkId: string, lineItem: string) =>
  resourceLinkClaims(c.platform.issuer, custom, resourceLinkId, lineItem);

/** A resource-link launch followed to its landing; answers where it went and the app's token. */
export async function landing(c: LtiTest, hint: string, claims: Record<string, unknown>) {
  const cont = await follow(c, await (await launchAs(c, hint, claims)).text());
  const location = cont.headers.get('location')!.slice(c.t.config.publicUrl.length);
  return { location, token: (await appSignIn(c, cont)).access_token };
}

/** A JSON call to the app with a token (the one a launch signed in). */
export async function callWith(c: LtiTest, token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
  const res = await c.t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    payload: body ? JSON.stringify(body) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

/** The stored link of a deep-linked quiz. */
export const linkOf = async (c: LtiTest, id: string) =>
  (
    await sql<{ platform_id: number; deployment_id: string; assignment_id: number; resource_link_id: string | null }>`
    SELECT platform_id, deployment_id, assignment_id, resource_link_id FROM platform.lti_resource_links
    WHERE id = ${id}::bigint`.execute(c.t.app.database.db)
  ).rows[0];

/** The scores the platform received for one of its line items. */
export const posted = (c: LtiTest, lineItem: string) =>
  c.platform.received.scores.filter((s) => s.path === `/lineitems/${lineItem}/scores`);

/** The audit log's record of the score passbacks of `recordId` (link id:user id), oldest first. */
export const audit = async (c: LtiTest, recordId: string) =>
  (
    await sql<{ action: string; after: Record<string, unknown>; tenant_id: number }>`SELECT action, after, tenant_id
    FROM platform.audit_log WHERE resource = 'lti_scores' AND record_id = ${recordId} ORDER BY id`.execute(
      c.t.app.database.db,
    )
  ).rows;
