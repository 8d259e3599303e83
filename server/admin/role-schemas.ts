// Answers of the permission checklist routes (role-routes.ts): a role as roles.ts views it.
import { Type } from '@sinclair/typebox';

export const RoleReply = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Union([Type.Integer(), Type.Null()]),
  role_name: Type.String(),
  description: Type.String(),
  role_permissions: Type.Array(Type.String()),
  version: Type.Integer(),
});

export const RoleListReply = Type.Array(RoleReply);
