// Inviting a school's administrator when an operator creates the school (server/admin/tenants.ts):
// the users resource's create (server/resources/definitions/users.ts) in that school, which mails
// the invite with its set-password link (docs/messaging.md); no password is ever answered.
import type { Principal } from '../auth/principal.ts';
import { tenantById } from '../db/tenant.ts';
import { notFound } from '../errors.ts';
import { createChecked } from '../resources/engine.ts';
import type { Values, WriteServices } from '../resources/types.ts';
import usersResource from '../resources/definitions/users.ts';

const users = usersResource.resources[0];

export interface Invite {
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
}

export async function inviteUser(services: WriteServices, p: Principal, tenantId: number, input: Invite) {
  // app users are platform rows keyed by tenant_id; an operator names the school (its own only when it is)
  const tenant = await tenantById(services.db, tenantId, tenantId !== p.tenantId);
  if (!tenant) throw notFound('No such tenant');
  const ctx = { principal: p, tenant };
  const { row } = await createChecked(services, users, input as unknown as Values, ctx);
  const u = row as {
    user_id: string;
    email: string;
    first_name: string;
    last_name: string;
    roles: { access: string[] };
  };
  return {
    user: { ...u, roles: u.roles?.access ?? [] },
    invitationMailed: Boolean(services.notify),
    identityStore: services.identities.kind,
  };
}
