// Managing sign-in identities from the admin screens: the embedded provider's store
// (platform.identities) by default, or a Keycloak realm through its admin REST API when the
// identity provider is external and KEYCLOAK_ADMIN_* is configured.
import type { Db } from '../db/database.ts';

export interface NewIdentity {
  email: string;
  firstName: string;
  lastName: string;
  /** set as a temporary password (Keycloak asks for a new one at first sign-in) */
  password: string;
}

export interface IdentityAdmin {
  readonly kind: 'embedded' | 'keycloak' | 'external';
  /** Creates the identity and returns its subject (the app user's user_id). Called outside any
   * transaction (hashing and HTTP are slow); the caller removes it again if what follows fails. */
  create(db: Db, identity: NewIdentity): Promise<string>;
  setPassword(db: Db, sub: string, password: string): Promise<void>;
  setEnabled(db: Db, sub: string, enabled: boolean): Promise<void>;
  /** the name the provider puts in the next token and userinfo (given_name, family_name, name) */
  setName(db: Db, sub: string, firstName: string, lastName: string): Promise<void>;
  remove(db: Db, sub: string): Promise<void>;
  /** ends the store's own sessions and refresh tokens of the identity (session-ends.ts also refuses
   * its access tokens); none for an external provider managed elsewhere */
  endSessions?(db: Db, sub: string): Promise<void>;
}

/** The identity already exists (same e-mail). */
export class IdentityExistsError extends Error {}
