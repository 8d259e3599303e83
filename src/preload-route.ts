// Start-up asks for the open route's page code as soon as the shell's code is in, while the
// session still starts, so the page chunk is not fetched only after the session is ready and the
// router renders (issue #32: shell, then session, then page chunk was three round trips deep).
import { findRoute } from './config/routes.tsx';

export function preloadRoute(path: string) {
  findRoute(path)
    ?.route.preload?.()
    .catch(() => undefined); // its render asks again and shows the failure there
}
