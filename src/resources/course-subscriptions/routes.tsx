// The four course-subscription pages (subscriber.read; docs/commerce.md): one list query
// (catalog/course_subscriptions) with a fixed subscriber-kind filter per page.
import { lazy } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

const page = lazy(() => import('./subscriptions-page.tsx'));

const PAGES: [string, string][] = [
  ['/ei/course-subscriptions', 'All subscriptions'],
  ['/ei/course-subscriptions-home', 'Family subscriptions'],
  ['/ei/course-subscriptions-tenants', 'School subscriptions'],
  ['/course-subscriptions-teachers', 'Teacher subscriptions'],
];

export const courseSubscriptionRoutes: AppRoute[] = PAGES.map(([path, label], i) => ({
  path,
  component: page,
  menu: { label, icon: <TeamOutlined />, group: 'Subscriptions', order: 70 + i },
}));
