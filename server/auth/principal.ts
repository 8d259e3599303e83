// Who is calling: resolved once per request from the verified token and the app user record,
// then handed down. Nothing below the route layer reads the tenant from the request.
export interface Principal {
  sub: string;
  userId: string;
  partyId: number | null;
  email: string;
  tenantId: number;
  /** the tenant's schema name, config.schema_name (e.g. lms, ei_lms) */
  schema: string;
  tenantTitle: string;
  tenantModel: 'B2B' | 'B2CU';
  roles: string[];
  currentRole: string;
  /** the current role's role_permissions list as stored */
  rolePermissions: string[];
  /** the tenant's blocked paths (its own list, or the default list) */
  blockedPaths: string[];
}

/** What a route needs: 'public' (no token), 'authenticated' (any signed-in user), or a permission. */
export type RouteAccess = 'public' | 'authenticated' | string;

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyContextConfig {
    /** Every route declares this; a test fails for a route that does not. */
    access?: RouteAccess;
    /** The UI path whose blocking also blocks this data route. */
    uiPath?: string;
    /** For answers that are not JSON (pages, streams, downloads): their content type, declared
     * instead of a response schema (docs/route-modules.md). */
    produces?: string;
  }
}
