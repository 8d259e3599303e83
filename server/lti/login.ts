// OIDC third-party login initiation (LTI 1.3 core): the platform sends iss, login_hint and
// target_link_uri (and lti_message_hint, client_id, lti_deployment_id); we answer with a redirect to
// its authorization URL carrying a fresh state and nonce, stored for one use within STATE_MINUTES.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import { LtiRefusal } from './pages.ts';
import { findPlatform } from './registrations.ts';
import { toolUrls } from './tool-urls.ts';

export const STATE_MINUTES = 5;

type Params = Record<string, unknown>;

const text = (p: Params, name: string): string => {
  const v = p[name];
  if (typeof v === 'string' && v !== '' && v.length <= 4096) return v;
  throw new LtiRefusal(400, 'lti_bad_request', `The login request has no valid ${name}`);
};
const optional = (p: Params, name: string): string | undefined =>
  p[name] === undefined || p[name] === '' ? undefined : text(p, name);

/** The platform's authorization URL to send the browser to. */
export async function initiateLogin(db: Db, config: Config, params: Params): Promise<string> {
  const iss = text(params, 'iss');
  const loginHint = text(params, 'login_hint');
  const target = text(params, 'target_link_uri');
  const clientId = optional(params, 'client_id');
  const deploymentId = optional(params, 'lti_deployment_id');
  const messageHint = optional(params, 'lti_message_hint');

  const tool = toolUrls(config);
  if (new URL(target, tool.launch_url).origin !== new URL(tool.launch_url).origin)
    throw new LtiRefusal(400, 'lti_bad_request', 'The target_link_uri is not an address of this tool');
  const found = await findPlatform(db, iss, clientId);
  if (!found.length) throw new LtiRefusal(404, 'lti_unknown_platform', 'This learning platform is not registered');
  if (found.length > 1)
    throw new LtiRefusal(
      400,
      'lti_bad_request',
      'Several registrations share this issuer: the request needs client_id',
    );
  const platform = found[0];
  if (deploymentId !== undefined && !platform.deployment_ids.includes(deploymentId))
    throw new LtiRefusal(403, 'lti_unknown_deployment', 'This deployment is not registered for the platform');

  const state = randomBytes(24).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  await sql`DELETE FROM platform.lti_states WHERE expires_at < now()`.execute(db);
  await sql`INSERT INTO platform.lti_states (state, nonce, platform_id, expires_at)
    VALUES (${state}, ${nonce}, ${platform.id}, now() + make_interval(mins => ${STATE_MINUTES}))`.execute(db);

  const url = new URL(platform.auth_url);
  const q: Record<string, string | undefined> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.client_id,
    redirect_uri: tool.launch_url,
    login_hint: loginHint,
    lti_message_hint: messageHint,
    state,
    nonce,
  };
  for (const [k, v] of Object.entries(q)) if (v !== undefined) url.searchParams.set(k, v);
  return url.href;
}
