// Refine wiring only: providers, resources from the route table, the three layouts.
import { lazy, useMemo } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { Refine, Authenticated } from '@refinedev/core';
import { UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import '@refinedev/antd/dist/reset.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import './reduced-motion.css';
import { themeFor, applyThemeVariables } from './theme.ts';
import { useReducedMotion } from './layout/use-reduced-motion.ts';
import { appRoutes } from './config/routes.tsx';
import { resourcesFrom } from './config/resources.ts';
import type { AppRoute } from './config/app-route.ts';
import { isPublicPath } from './config/public-routes.ts';
import { createAuthProvider } from './providers/auth/auth-provider.ts';
import type { OidcSession } from './providers/auth/oidc-session.ts';
import { dataProvider } from './providers/data-provider.ts';
import { accessControlProvider } from './providers/access-control-provider.ts';
import { notificationProvider } from './providers/notification-provider.ts';
import { queryClient } from './providers/query-client.ts';
import { appRouterProvider } from './providers/router-provider.ts';
import { ShellLayout } from './layout/shell-layout.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { PageLoading } from './layout/page-loading.tsx';
import { AppDocumentTitle } from './layout/app-document-title.tsx';
import { RouteGuard, UnmatchedGuard } from './components/route-guard.tsx';
import { watchFormAria } from './components/form/form-aria.ts';

export { preloadStart } from './preload-route.ts';

// an unknown path is rare: its page is not part of every page's first load
const NotFoundPage = lazy(() => import('./pages/not-found.tsx'));

applyThemeVariables();
watchFormAria();

const layoutOf = (r: AppRoute) =>
  r.layout ?? (isPublicPath(r.path) ? 'public' : r.path.startsWith('/ei/') ? 'eiadmin' : 'default');

function routesFor(layout: AppRoute['layout']) {
  return appRoutes
    .filter((r) => layoutOf(r) === layout)
    .map((r) => (
      <Route
        key={r.path}
        path={r.path}
        element={
          <RouteGuard route={r}>
            <r.component />
          </RouteGuard>
        }
      >
        {r.drawers?.map((d) => (
          <Route key={d.path} path={d.path} element={<d.component />} />
        ))}
      </Route>
    ));
}

function SignedIn({ name }: { name: string }) {
  return (
    <Authenticated key={name} loading={<PageLoading />} fallback={<PageLoading />}>
      <Outlet />
    </Authenticated>
  );
}

export function App({ session }: { session: OidcSession }) {
  const authProvider = useMemo(() => createAuthProvider(session), [session]);
  const resources = useMemo(() => resourcesFrom(appRoutes), []);
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => themeFor(reducedMotion), [reducedMotion]);
  return (
    <BrowserRouter>
      <ConfigProvider theme={theme}>
        <AntdApp>
          <Refine
            routerProvider={appRouterProvider}
            authProvider={authProvider}
            dataProvider={dataProvider}
            accessControlProvider={accessControlProvider}
            notificationProvider={notificationProvider}
            resources={resources}
            options={{
              syncWithLocation: true,
              warnWhenUnsavedChanges: true,
              disableTelemetry: true,
              title: { text: 'LMS' },
              reactQuery: { clientConfig: queryClient },
            }}
          >
            <Routes>
              <Route element={<SignedIn name="default" />}>
                <Route element={<ShellLayout variant="default" />}>
                  <Route index element={<Navigate to="/dashboard" replace />} />
                  <Route path="/auth/callback" element={<Navigate to="/dashboard" replace />} />
                  {routesFor('default')}
                  <Route
                    path="*"
                    element={
                      <UnmatchedGuard>
                        <NotFoundPage />
                      </UnmatchedGuard>
                    }
                  />
                </Route>
                <Route element={<ShellLayout variant="eiadmin" />}>{routesFor('eiadmin')}</Route>
              </Route>
              <Route element={<PublicLayout />}>{routesFor('public')}</Route>
            </Routes>
            <UnsavedChangesNotifier />
            <AppDocumentTitle />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
