// The four course-subscription pages (subscriber.read; docs/commerce.md): one list query
// (catalog/course_subscriptions) with a fixed subscriber-kind filter per page.
import { lazy } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

const component = lazy(() => import('./subscriptions-page.tsx'));
const menu = (label: string, order: number) => ({ label, icon: <TeamOutlined />, group: 'Subscriptions', order });

export const courseSubscriptionRoutes: AppRoute[] = [
  { path: '/ei/course-subscriptions', component, menu: menu('All subscriptions', 70) },
  { path: '/ei/course-subscriptions-home', component, menu: menu('Family subscriptions', 71) },
  { path: '/ei/course-subscriptions-tenants', component, menu: menu('School subscriptions', 72) },
  { path: '/course-subscriptions-teachers', component, menu: menu('Teacher subscriptions', 73) },
];
