// Who is a platform operator, decided here only (server and browser both ask this function):
// a user of the operators' tenant acting in a role that holds tenant.read (admin holds every
// permission).

/** The platform operators' own tenant. */
export const OPERATOR_TENANT = 'ei_lms';

export interface OperatorContext {
  /** the tenant's schema name */
  tenant: string | undefined;
  role: string | undefined;
  permissions: readonly string[];
}

export function isOperatorContext(c: OperatorContext): boolean {
  return c.tenant === OPERATOR_TENANT && (c.role === 'admin' || c.permissions.includes('tenant.read'));
}
