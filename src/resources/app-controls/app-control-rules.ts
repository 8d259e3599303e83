// A tenant's blocked paths: every entry is a page of the route table. The landing page
// and the 403 page cannot be blocked (the redirect target of every denial).
import type { RuleSet } from '../../shared/field-rules.ts';
import { ROUTE_PERMISSIONS, PUBLIC } from '../../policies/route-permissions.ts';
import { FALLBACK_PATH } from '../../policies/decision.ts';

export const BLOCKABLE_PATHS: readonly string[] = ROUTE_PERMISSIONS.filter(
  (r) => r.permission !== PUBLIC && r.path !== '/' && r.path !== FALLBACK_PATH && r.path !== '/error/403',
)
  .map((r) => r.path)
  .sort();

export const APP_CONTROL_RULES = {
  blocked_paths: { label: 'Blocked paths', kind: 'choices', max: BLOCKABLE_PATHS.length, values: BLOCKABLE_PATHS },
} as const satisfies RuleSet;
