// Answers of the Keycloak-compatible endpoints. They speak Keycloak's wire format, errors included
// (401 {error:'invalid_token'}), so they declare their success answers only, not replies().
import { Type } from '@sinclair/typebox';

/** Content types of what the embedded provider answers itself (discovery, tokens, sign-in redirects). */
export const PROVIDER_ANSWERS = 'application/json, text/html';

const optional = Type.Optional(Type.String());
export const UserinfoReply = Type.Object({
  sub: Type.String(),
  email: Type.String(),
  email_verified: Type.Boolean(),
  preferred_username: Type.String(),
  given_name: optional,
  family_name: optional,
  name: optional,
});

export const AccountReply = Type.Object({
  id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  emailVerified: Type.Boolean(),
});
