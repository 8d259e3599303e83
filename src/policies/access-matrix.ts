// "Why can't I?": every route of the table against every role of a tenant, allowed or the reason.
import { ROUTE_PERMISSIONS } from './route-permissions.ts';
import type { AccessPolicy } from './access-policy.ts';
import type { DenyReason } from './decision.ts';

export type MatrixCell = { allow: true } | { allow: false; reason: DenyReason; message: string };

export interface MatrixRow {
  path: string;
  permission: string;
  source: string;
  why?: string;
  cells: Record<string, MatrixCell>;
}

export function accessMatrix(policy: AccessPolicy): MatrixRow[] {
  return ROUTE_PERMISSIONS.map((r) => {
    const cells: Record<string, MatrixCell> = {};
    for (const role of policy.roles) {
      const d = policy.decide(r.path, role);
      cells[role] = d.allow ? { allow: true } : { allow: false, reason: d.reason, message: d.message };
    }
    return { path: r.path, permission: r.permission, source: r.source, why: r.why, cells };
  });
}
