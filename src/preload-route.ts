// Start-up asks for the open route's page code as soon as the shell's code is in, while the
// session still starts, so the page chunk is not fetched only after the session is ready and the
// router renders (issue #32: shell, then session, then page chunk was three round trips deep).
import { findRoute } from './config/routes.tsx';
import { preloadPolicyEngine } from './policies/access-policy.ts';

const asked = new Set<string>();

/** Also asked when a menu entry is pointed at or focused (src/layout/shell-layout.tsx): once a path. */
export function preloadRoute(path: string) {
  if (asked.has(path)) return;
  asked.add(path);
  findRoute(path)
    ?.route.preload?.()
    .catch(() => asked.delete(path)); // its render asks again and shows the failure there
}

/** A signed-in start: the open route's page and the access policy's engine, while the session
 * starts (every route's first decision waits for the engine). */
export function preloadStart(path: string) {
  preloadRoute(path);
  preloadPolicyEngine();
}
