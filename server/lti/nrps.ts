// Names and Role Provisioning Services 2.0 (docs/lti.md): the members of a platform course, read
// from the memberships URL its launches carried, with an access token for the read-only membership
// scope (service-token.ts). Pages are followed through rel="next" Link headers on the same origin,
// up to MAX_PAGES; any refusal or malformed answer is 502 lti_upstream.
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import type { Platform } from './registrations.ts';
import { platformToken, serviceCall, upstream } from './service-token.ts';

export const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';
export const MEMBERSHIPS_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
const MAX_PAGES = 100;

export interface Member {
  user_id: string;
  status: string;
  name: string;
  email: string | null;
  roles: string[];
}

/** The URL of the Link header's rel="next", if any. */
export function nextLink(header: string | null, base: string): string | undefined {
  for (const part of (header ?? '').split(/,(?=\s*<)/)) {
    const m = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (m && /;\s*rel="?([^";]*\s)?next(\s[^";]*)?"?\s*(;|$)/i.test(m[2])) return new URL(m[1], base).href;
  }
  return undefined;
}

const str = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

function member(raw: unknown): Member | undefined {
  const m = (raw ?? {}) as Record<string, unknown>;
  const userId = str(m.user_id, 255);
  if (!userId) return undefined;
  const name = str(m.name, 200) || [str(m.given_name, 100), str(m.family_name, 100)].filter(Boolean).join(' ');
  return {
    user_id: userId,
    status: str(m.status, 20) || 'Active',
    name,
    email: str(m.email, 320) || null,
    roles: Array.isArray(m.roles) ? m.roles.filter((r): r is string => typeof r === 'string') : [],
  };
}

/** Every member of the course at `url`, all pages. */
export async function fetchMembers(db: Db, config: Config, platform: Platform, url: string): Promise<Member[]> {
  const token = await platformToken(db, config, platform, [NRPS_SCOPE]);
  const origin = new URL(url).origin;
  const members: Member[] = [];
  let next: string | undefined = url;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const res = await serviceCall(config, next, {
      headers: { authorization: `Bearer ${token}`, accept: MEMBERSHIPS_TYPE },
    });
    if (!res.ok) throw upstream(`The platform refused the roster request (${res.status})`);
    const body = (await res.json().catch(() => undefined)) as { members?: unknown } | undefined;
    if (!body || !Array.isArray(body.members)) throw upstream('The platform answered no members list');
    for (const raw of body.members) {
      const m = member(raw);
      if (m) members.push(m);
    }
    next = nextLink(res.headers.get('link'), next);
    if (next && new URL(next).origin !== origin) throw upstream('The next roster page is on another site');
  }
  return members;
}
