// The section page's own tabs: roster, teachers, schedule (src/components/extension/section-tab.ts).
import { lazy, Suspense, type ComponentType } from 'react';
import { Spin } from 'antd';
import type { SectionSummary, SectionTab } from '../../components/extension/section-tab.ts';
import type { SectionRow } from './section-row.ts';

const Roster = lazy(() => import('./roster-tab.tsx'));
const Teachers = lazy(() => import('./teachers-tab.tsx'));
const Schedule = lazy(() => import('./schedule-tab.tsx'));

const show = (Tab: ComponentType<{ section: SectionRow }>) => (s: SectionSummary) => (
  <Suspense fallback={<Spin />}>
    <Tab section={s as SectionRow} />
  </Suspense>
);

export const sectionTabs: SectionTab[] = [
  { key: 'roster', label: 'Roster', order: 10, render: show(Roster) },
  { key: 'schedule', label: 'Schedule', order: 20, render: show(Schedule) },
  { key: 'teachers', label: 'Teachers', order: 25, render: show(Teachers) },
];
