// The default and eiadmin layouts: Refine's ThemedLayout with our sider (the menu built from the
// route table, filtered by the access control provider: app-sider.tsx) and our header.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ThemedLayout } from '@refinedev/antd';
import { AppHeader } from './app-header.tsx';
import { AppTitle } from './app-title.tsx';
import { AppSider } from './app-sider.tsx';
import { PageLoading } from './page-loading.tsx';
import { ScrollManager } from './scroll-manager.tsx';

const DefaultHeader = () => <AppHeader variant="default" />;
const EiAdminHeader = () => <AppHeader variant="eiadmin" />;

export function ShellLayout({ variant }: { variant: 'default' | 'eiadmin' }) {
  return (
    <ThemedLayout Header={variant === 'eiadmin' ? EiAdminHeader : DefaultHeader} Title={AppTitle} Sider={AppSider}>
      <ScrollManager />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </ThemedLayout>
  );
}
