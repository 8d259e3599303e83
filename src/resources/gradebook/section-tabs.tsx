// The section page's gradebook tab (the page collects tabs by glob, see
// src/components/extension/section-tab.ts); its code loads when the tab opens.
import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { SectionTab } from '../../components/extension/section-tab.ts';

const Gradebook = lazy(() => import('./gradebook.tsx'));

export const sectionTabs: SectionTab[] = [
  {
    key: 'gradebook',
    label: 'Gradebook',
    order: 30,
    render: (section) => (
      <Suspense fallback={<Skeleton active />}>
        <Gradebook section={section} />
      </Suspense>
    ),
  },
];
