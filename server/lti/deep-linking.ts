// Deep Linking 2.0 (docs/lti.md): a teacher's LtiDeepLinkingRequest shows a picker of their online
// quizzes (quiz-links.ts), AI rooms (room-links.ts) and saved tool outputs; the pick is answered to
// the platform's deep_link_return_url as an LtiDeepLinkingResponse JWT signed with the tool's key,
// form-posted by the browser. The request waits for the pick in platform.lti_deep_links (one use,
// PICK_MINUTES), named by a secret in the form.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { SignJWT } from 'jose';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import { escapeHtml, page } from '../identity/html.ts';
import { AUTO_SUBMIT } from '../identity/provider-pages.ts';
import { LtiRefusal } from './pages.ts';
import { platformById, type Platform } from './registrations.ts';
import { QUIZ_ITEM, quizContentItem, teacherQuizzes } from './quiz-links.ts';
import { ROOM_ITEM, roomContentItem, teacherRooms } from './room-links.ts';
import { signingKey } from './keys.ts';
import { toolUrls } from './tool-urls.ts';
import { CLAIM, DL_SETTINGS, type Launch } from './verify.ts';

export const PICK_MINUTES = 30;
const hash = (s: string) => createHash('sha256').update(s).digest('base64url');

/** Stores the request (its settings checked by verifyLaunch) and answers the picker page's HTML. */
export async function pickerPage(db: Db, launch: Launch, userId: string): Promise<string> {
  const s = launch.claims[DL_SETTINGS] as { deep_link_return_url: string; data?: unknown };
  const returnUrl = s.deep_link_return_url;
  const token = randomBytes(32).toString('base64url');
  await sql`DELETE FROM platform.lti_deep_links WHERE expires_at < now()`.execute(db);
  await sql`INSERT INTO platform.lti_deep_links (token_hash, platform_id, user_id, deployment_id, return_url, data,
      expires_at)
    VALUES (${hash(token)}, ${launch.platform.id}, ${userId}, ${launch.claims[`${CLAIM}deployment_id`] as string},
      ${returnUrl}, ${typeof s.data === 'string' ? s.data : null},
      now() + make_interval(mins => ${PICK_MINUTES}))`.execute(db);
  const quizzes = await teacherQuizzes(db, launch.platform, userId);
  const rooms = await teacherRooms(db, launch.platform, userId);
  const outputs = await sql<{ id: string; title: string; tool_slug: string }>`
    SELECT id::text, title, tool_slug FROM platform.ai_saved_outputs
    WHERE tenant_id = ${launch.platform.tenant_id} AND user_id = ${userId}
    ORDER BY created_at DESC, id DESC LIMIT 100`.execute(db);
  const choices = [
    ...quizzes.map((q) => ({
      value: `${QUIZ_ITEM}${q.id}`,
      title: q.title,
      note: `quiz, ${q.section}, ${q.max_points} points`,
    })),
    ...rooms.map((r) => ({ value: `${ROOM_ITEM}${r.id}`, title: r.title, note: `AI room, ${r.kind}, ${r.state}` })),
    ...outputs.rows.map((o) => ({ value: o.id, title: o.title, note: o.tool_slug })),
  ];
  const items = choices
    .map(
      (c, i) => `<label><input type="radio" name="item" value="${escapeHtml(c.value)}"${i ? '' : ' checked'}>
${escapeHtml(c.title)} <span class="note">(${escapeHtml(c.note)})</span></label>`,
    )
    .join('\n');
  return page(
    'Add to your course',
    `<p class="subtitle">Choose one of your online quizzes (its scores go to the course's gradebook), AI rooms
or saved tool outputs to add to the course.</p>
<form method="post" action="/lti/deep-link">
<input type="hidden" name="token" value="${escapeHtml(token)}">
${items || '<p class="alert" role="alert">You have no quizzes, rooms or saved tool outputs yet. Make one first.</p>'}
${items ? '<button type="submit">Add to course</button>' : ''}
</form>`,
  );
}

/** A saved tool output of the teacher as a content item (a plain link: nothing is graded). */
async function outputContentItem(db: Db, config: Config, platform: Platform, userId: string, item: string) {
  const output = /^[1-9][0-9]{0,17}$/.test(item)
    ? (
        await sql<{ id: string; title: string; tool_slug: string }>`SELECT id::text, title, tool_slug
        FROM platform.ai_saved_outputs WHERE id = ${item}::bigint AND user_id = ${userId}
          AND tenant_id = ${platform.tenant_id}`.execute(db)
      ).rows[0]
    : undefined;
  if (!output) throw new LtiRefusal(404, 'lti_bad_request', 'That saved output is not one of yours');
  const custom = { saved_output_id: output.id, tool: output.tool_slug };
  return {
    title: output.title,
    item: { type: 'ltiResourceLink', title: output.title, url: toolUrls(config).launch_url, custom },
  };
}

/** Spends the waiting request, signs the answer for the picked item: the page that posts it back. */
export async function deepLinkAnswer(db: Db, config: Config, token: string, item: string) {
  const r = await sql<{
    platform_id: number;
    user_id: string;
    deployment_id: string;
    return_url: string;
    data: string | null;
  }>`
    DELETE FROM platform.lti_deep_links WHERE token_hash = ${hash(token)} AND expires_at > now()
    RETURNING platform_id, user_id::text, deployment_id, return_url, data`.execute(db);
  const req = r.rows[0];
  if (!req) throw new LtiRefusal(400, 'lti_state', 'This choice has expired or was sent already; open the link again');
  const platform = await platformById(db, req.platform_id);
  if (!platform) throw new LtiRefusal(404, 'lti_unknown_platform', 'This learning platform is no longer registered');
  const picked = item.startsWith(QUIZ_ITEM)
    ? await quizContentItem(db, config, platform, req, item.slice(QUIZ_ITEM.length))
    : item.startsWith(ROOM_ITEM)
      ? await roomContentItem(db, config, platform, req, item.slice(ROOM_ITEM.length))
      : await outputContentItem(db, config, platform, req.user_id, item);

  const { kid, key } = await signingKey(db);
  const jwt = await new SignJWT({
    nonce: randomBytes(16).toString('base64url'),
    [`${CLAIM}message_type`]: 'LtiDeepLinkingResponse',
    [`${CLAIM}version`]: '1.3.0',
    [`${CLAIM}deployment_id`]: req.deployment_id,
    'https://purl.imsglobal.org/spec/lti-dl/claim/content_items': [picked.item],
    ...(req.data !== null ? { 'https://purl.imsglobal.org/spec/lti-dl/claim/data': req.data } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(platform.client_id)
    .setAudience(platform.issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
  return {
    returnUrl: req.return_url,
    html: page(
      'Adding to your course',
      `<form method="post" action="${escapeHtml(req.return_url)}">
<input type="hidden" name="JWT" value="${escapeHtml(jwt)}">
<p class="subtitle" role="status">Adding “${escapeHtml(picked.title)}” to your course…</p>
<noscript><button type="submit">Continue</button></noscript>
</form><script>${AUTO_SUBMIT}</script>`,
    ),
  };
}
