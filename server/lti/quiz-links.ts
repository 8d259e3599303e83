// Quizzes as LTI resource links (docs/lti.md). The deep-linking picker offers the teacher's online
// quizzes (assignments handed in as a quiz, in sections they teach); a pick is stored in
// platform.lti_resource_links and answered as an ltiResourceLink with a lineItem, so the platform
// makes a gradebook column. A later launch of that link (its custom quiz_link_id, or its resource
// link id once known) lands a student on the quiz and a teacher on its editor (a deep-linked room,
// room-links.ts, on its pages), and stores the platform's resource link id and the line item URL of
// its AGS claim, where scores go (score-job.ts).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import { tenantById } from '../db/tenant.ts';
import { LtiRefusal } from './pages.ts';
import type { Platform } from './registrations.ts';
import { SCORE_SCOPE } from './ags.ts';
import { toolUrls } from './tool-urls.ts';
import { CLAIM, type Launch } from './verify.ts';

export const AGS_CLAIM = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
export const QUIZ_ITEM = 'quiz:';

export interface TeacherQuiz {
  id: number;
  title: string;
  max_points: number;
  section: string;
}

/** The online quizzes of the sections the user teaches in the platform's school (newest 100), or the one `id`. */
export async function teacherQuizzes(db: Db, platform: Platform, userId: string, id?: number): Promise<TeacherQuiz[]> {
  const tenant = await tenantById(db, platform.tenant_id);
  if (!tenant) return [];
  const t = tenant.ident;
  const r = await sql<TeacherQuiz>`
    SELECT a.id, a.title, a.max_points::float8 AS max_points, sec.section_name AS section
    FROM platform.app_users u
    JOIN ${t}.sections sec ON sec.teacher_party_id = u.party_id OR EXISTS (SELECT 1 FROM ${t}.section_teachers st
      WHERE st.section_id = sec.id AND st.teacher_party_id = u.party_id)
    JOIN ${t}.assignments a ON a.section_id = sec.id AND a.submission_kind = 'quiz'
    JOIN ${t}.quizzes q ON q.assignment_id = a.id
    WHERE u.user_id = ${userId} AND u.tenant_id = ${platform.tenant_id}
      AND (${id ?? null}::int IS NULL OR a.id = ${id ?? null}::int)
    ORDER BY a.id DESC LIMIT 100`.execute(db);
  return r.rows;
}

export type LinkPick = { user_id: string; deployment_id: string };

/** The picked item `raw` (an id) found by `find` among the teacher's, or refused with `refusal`. */
export async function picked<T>(raw: string, find: (id: number) => Promise<T[]>, refusal: string): Promise<T> {
  const id = /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : 0;
  const [found] = id ? await find(id) : [];
  if (!found) throw new LtiRefusal(404, 'lti_bad_request', refusal);
  return found;
}

/** Stores a pick: a link to a quiz (assignment) or a room; answers its id. */
export async function storeLink(
  db: Db,
  platform: Platform,
  pick: LinkPick,
  to: { assignment?: number; room?: number },
) {
  const link = await sql<{ id: string }>`INSERT INTO platform.lti_resource_links (platform_id, deployment_id,
      assignment_id, room_id, created_by)
    VALUES (${platform.id}, ${pick.deployment_id}, ${to.assignment ?? null}::int, ${to.room ?? null}::int,
      ${pick.user_id}) RETURNING id::text`.execute(db);
  return link.rows[0].id;
}

/** Stores the pick of quiz `raw` (an assignment id) and answers its content item. */
export async function quizContentItem(db: Db, config: Config, platform: Platform, pick: LinkPick, raw: string) {
  const quiz = await picked(
    raw,
    (id) => teacherQuizzes(db, platform, pick.user_id, id),
    'That quiz is not one of yours',
  );
  const linkId = await storeLink(db, platform, pick, { assignment: quiz.id });
  return {
    title: quiz.title,
    item: {
      type: 'ltiResourceLink',
      title: quiz.title,
      url: toolUrls(config).launch_url,
      custom: { quiz_link_id: linkId, assignment_id: String(quiz.id) },
      lineItem: { scoreMaximum: quiz.max_points, label: quiz.title, resourceId: `assignment-${quiz.id}` },
    },
  };
}

const text = (v: unknown, max: number) => (typeof v === 'string' && v && v.length <= max ? v : null);

/** What a resource-link launch says about the link: our id, the platform's, and the line item for scores. */
function linkClaims(claims: Launch['claims']) {
  const custom = (claims[`${CLAIM}custom`] ?? {}) as Record<string, unknown>;
  const ours = text(custom.quiz_link_id, 18) ?? text(custom.room_link_id, 18);
  const ags = (claims[AGS_CLAIM] ?? {}) as { lineitem?: unknown; scope?: unknown };
  const lineItem = text(ags.lineitem, 2000);
  const scored = Array.isArray(ags.scope) && ags.scope.includes(SCORE_SCOPE);
  return {
    linkId: ours && /^[1-9][0-9]*$/.test(ours) ? ours : null,
    resourceLinkId: text((claims[`${CLAIM}resource_link`] as { id?: unknown } | undefined)?.id, 255),
    lineItem: scored && lineItem && /^https?:\/\/\S+$/.test(lineItem) ? lineItem : null,
  };
}

/**
 * A launch of a deep-linked quiz or room (room-links.ts): records the platform's resource link id
 * and line item, and answers where the person lands (undefined when the launch is not of such a
 * link). A link copied with its course (our id, another resource link id) becomes a link of its own.
 */
export async function linkLanding(db: Db, launch: Launch): Promise<string | undefined> {
  const { linkId, resourceLinkId, lineItem } = linkClaims(launch.claims);
  if (!linkId && !resourceLinkId) return undefined;
  const platformId = launch.platform.id;
  type Target = { assignment_id: number | null; room_id: number | null };
  const target = await db.transaction().execute(async (trx) => {
    type Row = Target & { id: string; resource_link_id: string | null };
    const found = await sql<Row>`SELECT id::text, assignment_id, room_id, resource_link_id
      FROM platform.lti_resource_links
      WHERE platform_id = ${platformId} AND (resource_link_id = ${resourceLinkId}::text OR id = ${linkId}::bigint)
      ORDER BY (resource_link_id = ${resourceLinkId}::text) DESC NULLS LAST LIMIT 1 FOR UPDATE`.execute(trx);
    const row = found.rows[0];
    if (!row) return undefined;
    if (row.resource_link_id === null || row.resource_link_id === resourceLinkId || !resourceLinkId)
      await sql`UPDATE platform.lti_resource_links SET updated_at = now(),
        resource_link_id = coalesce(${resourceLinkId}::text, resource_link_id),
        line_item_url = coalesce(${lineItem}::text, line_item_url) WHERE id = ${row.id}::bigint`.execute(trx);
    else
      await sql`INSERT INTO platform.lti_resource_links (platform_id, deployment_id, assignment_id, room_id,
          created_by, resource_link_id, line_item_url)
        SELECT platform_id, ${launch.claims[`${CLAIM}deployment_id`] as string}::text, assignment_id, room_id,
          created_by, ${resourceLinkId}::text, ${lineItem}::text FROM platform.lti_resource_links
        WHERE id = ${row.id}::bigint
        ON CONFLICT (platform_id, resource_link_id) DO NOTHING`.execute(trx);
    return row as Target;
  });
  if (!target) return undefined;
  const student = launch.role === 'student';
  if (target.room_id !== null) return student ? `/my-rooms/${target.room_id}` : `/rooms/${target.room_id}/live`;
  return student ? `/my-work/${target.assignment_id}` : `/assignments/${target.assignment_id}/quiz`;
}
