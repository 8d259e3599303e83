// Which identity store the admin screens write to: the embedded provider's, or Keycloak's
// admin REST API when KEYCLOAK_ADMIN_URL, KEYCLOAK_ADMIN_CLIENT_ID and KEYCLOAK_ADMIN_CLIENT_SECRET are set.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { IdentityAdmin } from './identity-admin.ts';
import { endingSessions } from './session-ends.ts';
import { checkingPasswords } from './password-checks.ts';
import { embeddedIdentities } from './embedded-identities.ts';
import { keycloakIdentities } from './keycloak-identities.ts';

/** The identity store: new passwords must meet the password rules, and password changes and
 * disables end the account's sessions, recorded in `db` (the app's database) for every server. */
export function identityAdminFor(config: Config, db: Db, env: NodeJS.ProcessEnv = process.env): IdentityAdmin {
  const checked = checkingPasswords(identityStore(config, env), config.passwordMinLength);
  return endingSessions(checked, { db, accessTokenTtl: config.oidc.accessTokenTtl });
}

function identityStore(config: Config, env: NodeJS.ProcessEnv): IdentityAdmin {
  const url = env.KEYCLOAK_ADMIN_URL;
  if (!url) {
    if (!config.oidc.embedded) {
      // an external provider without admin credentials: identities cannot be managed from here
      return unmanaged;
    }
    return embeddedIdentities;
  }
  const clientId = env.KEYCLOAK_ADMIN_CLIENT_ID;
  const clientSecret = env.KEYCLOAK_ADMIN_CLIENT_SECRET;
  if (!clientId || !clientSecret)
    throw new Error('KEYCLOAK_ADMIN_URL needs KEYCLOAK_ADMIN_CLIENT_ID and KEYCLOAK_ADMIN_CLIENT_SECRET');
  return keycloakIdentities({ url, realm: env.KEYCLOAK_ADMIN_REALM || config.oidc.realm, clientId, clientSecret });
}

export class IdentityNotManagedError extends Error {}

const refuse = async (): Promise<never> => {
  throw new IdentityNotManagedError(
    'Accounts are managed in the external identity provider (set KEYCLOAK_ADMIN_URL to manage them here)',
  );
};
// the app user's status still blocks a disabled account (load-principal), so enable/disable and
// delete work on the app side alone, and so does a name change; creating identities and passwords cannot
const unmanaged: IdentityAdmin = {
  kind: 'external',
  create: refuse,
  setPassword: refuse,
  setEnabled: async () => {},
  // the name stays the provider's own there; the app's copy changes alone
  setName: async () => {},
  remove: async () => {},
};

export type { IdentityAdmin } from './identity-admin.ts';
export { IdentityExistsError } from './identity-admin.ts';
