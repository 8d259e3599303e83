// Inviting a school's administrator when an operator creates the school (server/admin/tenants.ts):
// the users resource's create (server/resources/definitions/users.ts) in that school, with the
// temporary password it answers once.
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import type { IdentityAdmin } from '../identity-admin/index.ts';
import { createChecked } from '../resources/engine.ts';
import type { Values } from '../resources/types.ts';
import usersResource from '../resources/definitions/users.ts';

const users = usersResource.resources[0];

export interface Invite {
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
}

export async function inviteUser(db: Db, ids: IdentityAdmin, p: Principal, tenantId: number, input: Invite) {
  // app users are platform rows keyed by tenant_id; the tenant's schema is not used
  const ctx = { principal: p, tenant: { id: tenantId, schema: p.schema }, tenantNamed: tenantId !== p.tenantId };
  const { row, oneTime } = await createChecked({ db, identities: ids }, users, input as unknown as Values, ctx);
  const u = row as {
    user_id: string;
    email: string;
    first_name: string;
    last_name: string;
    roles: { access: string[] };
  };
  return {
    user: { ...u, roles: u.roles?.access ?? [] },
    temporaryPassword: String(oneTime?.temporaryPassword),
    identityStore: ids.kind,
  };
}
