// The access decision around one page: a path the policy denies (permission not held, blocked for the tenant,
// unknown) redirects to /dashboard; a route's validate() returning anything but true refuses the
// navigation with that result; a named external route leaves for {host}. Re-decided when the
// current role or its permissions change. Scrolling and hash anchors: layout/scroll-manager.tsx.
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { generatePath, Navigate, useLocation, useParams } from 'react-router';
import type { AppRoute } from '../config/app-route.ts';
import { runtimeConfig } from '../config/runtime-config.ts';
import type { Decision } from '../policies/decision.ts';
import { decidePath } from '../providers/access-control-provider.ts';
import { refreshAccess } from '../providers/access-refresh.ts';
import { useAppSession } from '../providers/auth/use-app-session.ts';
import { hasSubscriptions } from '../providers/auth/app-session.ts';
import { subscriptionRedirect } from '../policies/subscription-gate.ts';
import { PageLoading } from '../layout/page-loading.tsx';

const RouteRefused = lazy(() => import('./route-refused.tsx'));

interface Decided {
  path: string;
  decision: Decision;
}

/** `preload` (the route's page code) is asked beside the decision, not after it (issue #32). */
function useDecision(path: string, preload?: AppRoute['preload']): Decision | undefined {
  const session = useAppSession();
  const [state, setState] = useState<Decided>();
  const role = session?.currentRole;
  const permissions = session?.permissions;
  useEffect(() => {
    let live = true;
    preload?.().catch(() => undefined); // a failed load shows on the page's own render
    const run = () =>
      decidePath(path).then(
        (decision) => {
          // as a transition: while the page's code still loads, React keeps the loading view it
          // shows instead of committing the layout's Suspense fallback, whose reveal React holds
          // back for 300 ms (a fallback shown is never replaced sooner); issue #32, docs/speed.md
          if (live) startTransition(() => setState({ path, decision }));
        },
        (err) => {
          console.error('[access] decision failed', err);
        },
      );
    // decide at once from what is loaded, then again once access is reloaded from the server,
    // so a permission removed or a path blocked since sign-in applies at this navigation
    void run();
    void refreshAccess().then(run);
    return () => {
      live = false;
    };
  }, [path, role, permissions, preload]);
  return state?.path === path ? state.decision : undefined;
}

function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return <PageLoading />;
}

function Denied({ path, decision }: { path: string; decision: Extract<Decision, { allow: false }> }) {
  if (import.meta.env.DEV) console.info(`[access] ${path}: ${decision.message}`);
  const target = decision.redirect === path ? '/error/403' : decision.redirect;
  return <Navigate to={target} replace state={{ from: path, message: decision.message, reason: decision.reason }} />;
}

export function RouteGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const params = useParams();
  // the page's own path: opening one of its drawers (/courses/create) is not a new page
  const pathname = generatePath(route.path, params);
  const decision = useDecision(pathname, route.preload);
  const session = useAppSession();
  if (!decision) return <PageLoading />;
  if (!decision.allow) return <Denied path={pathname} decision={decision} />;
  const unpaid =
    session &&
    subscriptionRedirect({
      pays: hasSubscriptions(session.appUser, session.currentRole),
      activeSubscriptions: session.subscriptions?.length ?? 0,
      path: pathname,
    });
  if (unpaid) return <Navigate to={unpaid} replace />;
  const verdict = route.validate ? route.validate(params) : true;
  if (verdict !== true) {
    return (
      <Suspense fallback={<PageLoading />}>
        <RouteRefused reason={String(verdict)} />
      </Suspense>
    );
  }
  const external = decision.route?.externalRedirect;
  if (external) return <ExternalRedirect to={external.replace('{host}', runtimeConfig().signupHost)} />;
  return <>{children}</>;
}

/** Around the not-found page: a path of the policy's table that the user may not open redirects
 * like any guarded page (even before its screen exists); anything else shows `children`. */
export function UnmatchedGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const decision = useDecision(pathname);
  if (!decision) return <PageLoading />;
  if (!decision.allow && decision.reason.code !== 'unknown_route')
    return <Denied path={pathname} decision={decision} />;
  return <>{children}</>;
}
