// Assignment and Grade Services 2.0, the score half (docs/lti.md): an access token from the
// platform's token URL by the client-credentials grant with a JWT bearer assertion signed with the
// tool key (LTI Security Framework), then a score POSTed to a line item's /scores. Both calls go to
// URLs a school entered, so they pass the outbound guard; a refusal by the platform is 502.
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import { guardedFetch } from '../outbound/guard.ts';
import { ApiError } from '../errors.ts';
import { signingKey } from './keys.ts';
import type { Platform } from './registrations.ts';

export const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';

export interface Score {
  /** the platform's sub of the person */
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  comment?: string;
  activityProgress: 'Initialized' | 'Started' | 'InProgress' | 'Submitted' | 'Completed';
  gradingProgress: 'FullyGraded' | 'Pending' | 'PendingManual' | 'Failed' | 'NotReady';
}

const upstream = (message: string) => new ApiError(502, 'lti_upstream', message);

async function send(config: Config, url: string, init: RequestInit) {
  try {
    return await guardedFetch(config.outbound.allowHosts)(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (e) {
    throw upstream(`The platform could not be reached: ${(e as Error).message}`);
  }
}

/** An access token for `scopes` from the platform's token URL. */
export async function platformToken(db: Db, config: Config, platform: Platform, scopes: string[]): Promise<string> {
  const { kid, key } = await signingKey(db);
  const assertion = await new SignJWT({ jti: randomBytes(16).toString('base64url') })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(platform.client_id)
    .setSubject(platform.client_id)
    .setAudience(platform.token_url)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
  const res = await send(config, platform.token_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope: scopes.join(' '),
    }).toString(),
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: unknown; error?: unknown };
  if (!res.ok || typeof body.access_token !== 'string')
    throw upstream(`The platform refused the token request (${res.status} ${String(body.error ?? '')})`.trim());
  return body.access_token;
}

/** `{lineitem}/scores`, keeping the line item URL's query after the path. */
export function scoresUrl(lineItem: string): string {
  const u = new URL(lineItem);
  u.pathname = `${u.pathname.replace(/\/$/, '')}/scores`;
  return u.href;
}

/** Publishes one score to a line item of the platform. */
export async function publishScore(db: Db, config: Config, platform: Platform, lineItem: string, score: Score) {
  const token = await platformToken(db, config, platform, [SCORE_SCOPE]);
  const res = await send(config, scoresUrl(lineItem), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.ims.lis.v1.score+json' },
    body: JSON.stringify({ ...score, timestamp: new Date().toISOString() }),
  });
  if (!res.ok) throw upstream(`The platform refused the score (${res.status})`);
}
