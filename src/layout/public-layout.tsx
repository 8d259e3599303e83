// The public layout: no chrome, no sign-in.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from './page-loading.tsx';
import { ScrollManager } from './scroll-manager.tsx';

export function PublicLayout() {
  return (
    <main style={{ minHeight: '100vh', padding: 24 }}>
      <ScrollManager />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
