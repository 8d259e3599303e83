// The demo accounts and the role each lands in.
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS } from '../../../server/demo/demo-data.ts';
import { selectCurrentRole } from '../../../src/policies/role-selection.ts';

export { DEMO_PASSWORD };

export const accounts = DEMO_ACCOUNTS.map((a) => ({
  email: a.email,
  roles: a.roles,
  tenantTitle: DEMO_TENANTS.find((t) => t.schema === a.tenant)!.title,
  expectedRole: selectCurrentRole(a.roles)!,
}));
