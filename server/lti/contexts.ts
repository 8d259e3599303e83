// The platform's courses (LTI contexts) as launches show them (platform.lti_contexts): each launch
// with a context claim records the course's title, the memberships URL of its Names and Role
// Provisioning claim (where its roster is pulled from, nrps.ts) and, for an instructor's launch, that
// the user teaches it there (so they may pull its roster).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { CLAIM, type Launch } from './verify.ts';

export const NRPS_CLAIM = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';

const text = (v: unknown, max: number) => (typeof v === 'string' && v && v.length <= max ? v : null);

/** The launch's memberships URL, when its NRPS claim has a plain http(s) one. */
export function membershipsUrl(claims: Launch['claims']): string | null {
  const url = text(
    (claims[NRPS_CLAIM] as { context_memberships_url?: unknown } | undefined)?.context_memberships_url,
    2000,
  );
  return url && /^https?:\/\/\S+$/.test(url) ? url : null;
}

/** Records the launch's context (nothing when it has none). */
export async function recordContext(db: Db, launch: Launch, userId: string) {
  const context = (launch.claims[`${CLAIM}context`] ?? {}) as { id?: unknown; title?: unknown; label?: unknown };
  const id = text(context.id, 255);
  if (!id) return;
  const title = text(context.title, 200) ?? text(context.label, 200) ?? '';
  const teacher = launch.role === 'teacher' ? [userId] : [];
  await sql`INSERT INTO platform.lti_contexts (platform_id, context_id, title, memberships_url, instructors)
    VALUES (${launch.platform.id}, ${id}, ${title}, ${membershipsUrl(launch.claims)}, ${teacher}::uuid[])
    ON CONFLICT (platform_id, context_id) DO UPDATE SET title = EXCLUDED.title, updated_at = now(),
      memberships_url = coalesce(EXCLUDED.memberships_url, lti_contexts.memberships_url),
      instructors = CASE WHEN EXCLUDED.instructors <@ lti_contexts.instructors THEN lti_contexts.instructors
        ELSE lti_contexts.instructors || EXCLUDED.instructors END`.execute(db);
}
