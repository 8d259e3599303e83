// Checks an LTI 1.3 launch (the id_token the platform form-posts to /lti/launch) before anything is
// written: the state is ours, unused and fresh (spent here), the JWT verifies with the platform's
// published keys and names it as issuer and us as audience (and azp), it is unexpired, carries the
// nonce of that state, a registered deployment, a resource-link or deep-linking message and a role
// we map. Any failure is an LtiRefusal (a page with a 4xx status).
import { sql } from 'kysely';
import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import { guardedFetch } from '../outbound/guard.ts';
import { LtiRefusal } from './pages.ts';
import { platformById, type Platform } from './registrations.ts';
import { roleOf, type LtiRole } from './roles.ts';

export const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
export const DL_SETTINGS = 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings';
export const MESSAGE_TYPES = ['LtiResourceLinkRequest', 'LtiDeepLinkingRequest'] as const;
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256'];

export interface Launch {
  platform: Platform;
  claims: JWTPayload & Record<string, unknown>;
  sub: string;
  role: LtiRole;
  messageType: (typeof MESSAGE_TYPES)[number];
}

// one key-set client per URL: jose caches the keys and refetches on an unknown kid (rate-limited)
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string, config: Config) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), {
      timeoutDuration: 10_000,
      [customFetch]: guardedFetch(config.outbound.allowHosts),
    });
    keySets.set(url, set);
  }
  return set;
}

/** Spends the state; answers its nonce and platform, or refuses (unknown, used or expired). */
async function spendState(db: Db, state: string) {
  const r = await sql<{ nonce: string; platform_id: number; live: boolean }>`
    DELETE FROM platform.lti_states WHERE state = ${state}
    RETURNING nonce, platform_id, expires_at > now() AS live`.execute(db);
  const row = r.rows[0];
  if (!row?.live)
    throw new LtiRefusal(400, 'lti_state', 'This launch has expired or was used already; open the link again');
  return row;
}

async function verifyToken(idToken: string, platform: Platform, config: Config) {
  try {
    const { payload } = await jwtVerify(idToken, keySet(platform.jwks_url, config), {
      issuer: platform.issuer,
      audience: platform.client_id,
      algorithms: ALGORITHMS,
      requiredClaims: ['iat', 'exp', 'nonce', 'sub'],
      clockTolerance: 5,
    });
    return payload as Launch['claims'];
  } catch (e) {
    const bad = (message: string) => new LtiRefusal(401, 'lti_token_invalid', message);
    if (e instanceof errors.JWTExpired) throw bad('The launch token has expired');
    if (e instanceof errors.JWTClaimValidationFailed) throw bad(`The launch token's ${e.claim} claim is not valid`);
    if (e instanceof errors.JWSSignatureVerificationFailed || e instanceof errors.JWKSNoMatchingKey)
      throw bad("The launch token's signature does not verify with the platform's published keys");
    if (e instanceof errors.JOSEError) throw bad(`The launch token does not verify (${e.code})`);
    throw new LtiRefusal(400, 'lti_token_invalid', "The platform's key set could not be read");
  }
}

/** A deep-linking request comes from an instructor and says where the answer goes and that links fit there. */
function checkDeepLinking(claims: Launch['claims'], role: LtiRole) {
  if (role !== 'teacher') throw new LtiRefusal(403, 'lti_role', 'Only an instructor can add content to a course');
  const s = (claims[DL_SETTINGS] ?? {}) as { deep_link_return_url?: unknown; accept_types?: unknown };
  if (typeof s.deep_link_return_url !== 'string' || !/^https?:\/\/[^\s]+$/.test(s.deep_link_return_url))
    throw new LtiRefusal(400, 'lti_bad_request', 'The deep-linking request has no deep_link_return_url');
  if (!Array.isArray(s.accept_types) || !s.accept_types.includes('ltiResourceLink'))
    throw new LtiRefusal(400, 'lti_bad_request', 'The platform does not accept LTI resource links here');
}

export async function verifyLaunch(db: Db, config: Config, body: Record<string, unknown>): Promise<Launch> {
  const { id_token: idToken, state } = body;
  if (typeof state !== 'string' || !state || state.length > 200)
    throw new LtiRefusal(400, 'lti_bad_request', 'The launch has no state');
  if (typeof idToken !== 'string' || !idToken || idToken.length > 64 * 1024)
    throw new LtiRefusal(400, 'lti_bad_request', 'The launch has no id_token');
  const saved = await spendState(db, state);
  const platform = await platformById(db, saved.platform_id);
  if (!platform) throw new LtiRefusal(404, 'lti_unknown_platform', 'This learning platform is no longer registered');

  const claims = await verifyToken(idToken, platform, config);
  const aud = claims.aud;
  if (
    (Array.isArray(aud) && aud.length > 1 && claims.azp === undefined) ||
    (claims.azp ?? platform.client_id) !== platform.client_id
  )
    throw new LtiRefusal(401, 'lti_token_invalid', "The launch token's azp claim is not this tool");
  if (claims.nonce !== saved.nonce)
    throw new LtiRefusal(400, 'lti_nonce', 'The launch token was not issued for this launch (nonce)');
  if (claims[`${CLAIM}version`] !== '1.3.0')
    throw new LtiRefusal(400, 'lti_message_type', 'The launch is not LTI version 1.3.0');
  const deployment = claims[`${CLAIM}deployment_id`];
  if (typeof deployment !== 'string' || !platform.deployment_ids.includes(deployment))
    throw new LtiRefusal(403, 'lti_unknown_deployment', 'This deployment is not registered for the platform');
  const messageType = claims[`${CLAIM}message_type`];
  if (!MESSAGE_TYPES.includes(messageType as Launch['messageType']))
    throw new LtiRefusal(400, 'lti_message_type', `The message type ${String(messageType)} is not supported`);
  const role = roleOf(claims[`${CLAIM}roles`]);
  if (!role) throw new LtiRefusal(403, 'lti_role', 'The launch carries no Instructor or Learner role');
  if (messageType === 'LtiDeepLinkingRequest') checkDeepLinking(claims, role);
  return { platform, claims, sub: claims.sub!, role, messageType: messageType as Launch['messageType'] };
}
