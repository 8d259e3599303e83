// PLACEHOLDER (owned by the identity work): mounts oidc-provider at /realms/{realm}.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';

export interface IdentityHandle {
  /** the provider's public signing keys, for local token verification */
  publicJwks: () => Promise<{ keys: object[] }>;
}

export async function identityPlugin(_app: FastifyInstance, _opts: { config: Config; db: Db }): Promise<IdentityHandle> {
  return { publicJwks: async () => ({ keys: [] }) };
}
