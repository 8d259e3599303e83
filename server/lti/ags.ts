// Assignment and Grade Services 2.0, the score half (docs/lti.md): an access token for the score
// scope (service-token.ts), then a score POSTed to a line item's /scores. The call goes to a URL the
// platform gave, so it passes the outbound guard; a refusal by the platform is 502.
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import type { Platform } from './registrations.ts';
import { platformToken, serviceCall, upstream } from './service-token.ts';

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

/** `{lineitem}/scores`, keeping the line item URL's query after the path. */
export function scoresUrl(lineItem: string): string {
  const u = new URL(lineItem);
  u.pathname = `${u.pathname.replace(/\/$/, '')}/scores`;
  return u.href;
}

/** Publishes one score to a line item of the platform. */
export async function publishScore(db: Db, config: Config, platform: Platform, lineItem: string, score: Score) {
  const token = await platformToken(db, config, platform, [SCORE_SCOPE]);
  const res = await serviceCall(config, scoresUrl(lineItem), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.ims.lis.v1.score+json' },
    body: JSON.stringify({ ...score, timestamp: new Date().toISOString() }),
  });
  if (!res.ok) throw upstream(`The platform refused the score (${res.status})`);
}
