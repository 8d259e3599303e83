// The tool's addresses under PUBLIC_URL, which an administrator copies into Canvas or Moodle.
import { Type } from '@sinclair/typebox';
import type { Config } from '../config.ts';

export const LTI_PATHS = { login: '/lti/login', launch: '/lti/launch', jwks: '/lti/jwks' } as const;

export const ToolUrls = Type.Object({
  login_url: Type.String(),
  launch_url: Type.String(),
  redirect_uris: Type.Array(Type.String()),
  deep_linking_url: Type.String(),
  jwks_url: Type.String(),
  domain: Type.String(),
});

export function toolUrls(config: Config) {
  const base = config.publicUrl.replace(/\/$/, '');
  return {
    login_url: `${base}${LTI_PATHS.login}`,
    launch_url: `${base}${LTI_PATHS.launch}`,
    redirect_uris: [`${base}${LTI_PATHS.launch}`],
    deep_linking_url: `${base}${LTI_PATHS.launch}`,
    jwks_url: `${base}${LTI_PATHS.jwks}`,
    domain: new URL(base).host,
  };
}
