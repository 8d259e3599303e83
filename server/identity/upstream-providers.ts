// The schools' upstream OpenID Connect providers (platform.identity_providers) as the sign-in pages
// read them: which providers an e-mail domain may use, and one provider by id with its secret.
// The administrators' API (server/identity-providers) writes them.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';

/** The redirect URI a school copies into its provider's console (upstream-routes.ts answers it). */
export const callbackUrl = (config: Config) => `${config.oidc.issuer}/broker/callback`;

export type CreateRole = 'student' | 'teacher';

export interface UpstreamProvider {
  id: number;
  tenant_id: number;
  tenant_title: string;
  label: string;
  issuer: string;
  client_id: string;
  client_secret_enc: string;
  allowed_domains: string[];
  create_role: CreateRole | null;
}

const COLUMNS = sql`p.id, p.tenant_id, t.title AS tenant_title, p.label, p.issuer, p.client_id, p.client_secret_enc,
  p.allowed_domains, p.create_role`;

/** The domain of an address, lower case ('' when it has none). */
export const domainOf = (email: string) => {
  const at = email.lastIndexOf('@');
  return at > 0
    ? email
        .slice(at + 1)
        .trim()
        .toLowerCase()
    : '';
};

/** Whether any school has connected a provider (the login page offers school sign-in only then). */
export async function anyProvider(db: Db): Promise<boolean> {
  const r = await sql<{ one: number }>`SELECT 1 AS one FROM platform.identity_providers WHERE enabled LIMIT 1`.execute(
    db,
  );
  return r.rows.length > 0;
}

/** The enabled providers that allow this domain, with their school's name. */
export async function providersForDomain(db: Db, domain: string): Promise<UpstreamProvider[]> {
  if (!domain) return [];
  return (
    await sql<UpstreamProvider>`SELECT ${COLUMNS} FROM platform.identity_providers p
    JOIN platform.tenants t ON t.id = p.tenant_id
    WHERE p.enabled AND ${domain} = ANY (p.allowed_domains) ORDER BY t.title, p.label, p.id LIMIT 20`.execute(db)
  ).rows;
}

export async function providerById(db: Db, id: number): Promise<UpstreamProvider | undefined> {
  return (
    await sql<UpstreamProvider>`SELECT ${COLUMNS} FROM platform.identity_providers p
    JOIN platform.tenants t ON t.id = p.tenant_id WHERE p.id = ${id} AND p.enabled`.execute(db)
  ).rows[0];
}
