// The default and eiadmin layouts: Refine's ThemedLayout with the sider menu built
// from the route table (filtered by the access control provider) and our header.
import { Suspense, type SyntheticEvent } from 'react';
import { Outlet } from 'react-router';
import { ThemedLayout, ThemedSider } from '@refinedev/antd';
import type { RefineThemedLayoutSiderProps } from '@refinedev/antd';
import { AppHeader } from './app-header.tsx';
import { AppTitle } from './app-title.tsx';
import { PageLoading } from './page-loading.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { preloadRoute } from '../preload-route.ts';

const DefaultHeader = () => <AppHeader variant="default" />;
const EiAdminHeader = () => <AppHeader variant="eiadmin" />;
// logout lives in the header's user menu, so the sider shows only the pages. Below lg the header
// has the menu button: the sider's own one floats over the page's title and is hidden (app-shell.css).
// a menu entry pointed at or focused asks for its page's code, so a click finds it loaded (issue #32)
const warmLink = (e: SyntheticEvent) => {
  const item = (e.target as Element).closest?.('a[href], [role="menuitem"]');
  const link = item?.matches('a[href]') ? item : item?.querySelector('a[href]');
  if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) preloadRoute(link.pathname);
};
const Sider = (props: RefineThemedLayoutSiderProps) => (
  <div className="lms-sider" style={{ display: 'contents' }} onPointerOver={warmLink} onFocus={warmLink}>
    <ThemedSider {...props} fixed render={({ items }) => items} />
  </div>
);

export function ShellLayout({ variant }: { variant: 'default' | 'eiadmin' }) {
  return (
    <ThemedLayout Header={variant === 'eiadmin' ? EiAdminHeader : DefaultHeader} Title={AppTitle} Sider={Sider}>
      <ScrollManager />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </ThemedLayout>
  );
}
