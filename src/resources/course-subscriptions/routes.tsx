// The four course-subscription pages (subscriber.read; docs/commerce.md): one list query
// (catalog/course_subscriptions) with a fixed subscriber-kind filter per page.
import { lazy } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import { menu, type AppRoute } from '../../config/app-route.ts';

const component = lazy(() => import('./subscriptions-page.tsx'));
const entry = (label: string, order: number) => menu(label, <TeamOutlined />, order, 'Subscriptions');

export const courseSubscriptionRoutes: AppRoute[] = [
  { path: '/ei/course-subscriptions', component, menu: entry('All subscriptions', 70) },
  { path: '/ei/course-subscriptions-home', component, menu: entry('Family subscriptions', 71) },
  { path: '/ei/course-subscriptions-tenants', component, menu: entry('School subscriptions', 72) },
  { path: '/course-subscriptions-teachers', component, menu: entry('Teacher subscriptions', 73) },
];
