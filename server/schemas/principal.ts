// GET /api/me answers the resolved principal (server/auth/principal.ts); the browser reads all of it.
import { Type } from '@sinclair/typebox';

const Strings = Type.Array(Type.String());
export const PrincipalReply = Type.Object({
  sub: Type.String(),
  userId: Type.String(),
  partyId: Type.Union([Type.Integer(), Type.Null()]),
  email: Type.String(),
  tenantId: Type.Integer(),
  schema: Type.String(),
  tenantTitle: Type.String(),
  tenantModel: Type.String(),
  roles: Strings,
  currentRole: Type.String(),
  rolePermissions: Strings,
  blockedPaths: Strings,
});
