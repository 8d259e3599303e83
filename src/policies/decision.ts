// What the policy answers: allow, or deny with the reason and where to go instead.
import type { RouteRule } from './route-permissions.ts';

export const FALLBACK_PATH = '/dashboard';

export type DenyReason =
  | { code: 'missing_permission'; permission: string; role: string }
  | { code: 'blocked_path'; path: string; tenant: string }
  | { code: 'unknown_route'; path: string }
  | { code: 'sign_in_required'; path: string }
  | { code: 'operator_only'; path: string };

export type Decision =
  | { allow: true; route?: RouteRule; params?: Record<string, string> }
  | { allow: false; reason: DenyReason; message: string; redirect: string; route?: RouteRule };

export function reasonMessage(r: DenyReason): string {
  switch (r.code) {
    case 'missing_permission':
      return `The role ${r.role || '(none)'} does not hold the permission ${r.permission}`;
    case 'blocked_path':
      return `${r.path} is blocked for tenant ${r.tenant}`;
    case 'unknown_route':
      return `No route ${r.path}`;
    case 'sign_in_required':
      return `${r.path} needs a signed-in user`;
    case 'operator_only':
      return `${r.path} is open to platform operators only`;
  }
}

/** A denial; /dashboard itself can only fall back to the 403 page. */
export function deny(reason: DenyReason, route?: RouteRule): Decision {
  const redirect = route?.path === FALLBACK_PATH ? '/error/403' : FALLBACK_PATH;
  return { allow: false, reason, message: reasonMessage(reason), redirect, route };
}
