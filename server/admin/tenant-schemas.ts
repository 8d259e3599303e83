// Answers of the operators' tenant routes (tenant-routes.ts): a tenant as tenants.ts views it, and
// an invited administrator. The user record is the users resource's (server/admin/users.ts, owned
// by the users pipeline), so it passes through whole rather than being restated here.
import { Type } from '@sinclair/typebox';

export const TenantReply = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  tenant_model: Type.String(),
  config: Type.Object({}, { additionalProperties: true }),
  schema_name: Type.String(),
  status: Type.String(),
  version: Type.Integer(),
});

export const InvitedReply = Type.Object({
  user: Type.Object({}, { additionalProperties: true }),
  /** the invite went out by mail with a set-password link (docs/messaging.md) */
  invitationMailed: Type.Boolean(),
  identityStore: Type.String(),
});

export const NewTenantReply = Type.Composite([
  Type.Object({ tenant: TenantReply, admin: InvitedReply.properties.user }),
  Type.Omit(InvitedReply, ['user']),
]);

/** the first administrator's invite mailed again */
export const ResentReply = Type.Object({ mailedTo: Type.String(), invitationMailed: Type.Boolean() });
