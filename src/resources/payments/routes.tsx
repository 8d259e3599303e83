// Payments with Stripe (docs/commerce.md): the plan pages of signed-in users (/trekai-subscription,
// /trekai-payment) and the public pages Stripe's checkout returns to, which need no sign-in
// (their layout comes from the policy: src/policies/route-permissions.ts).
import { lazy } from 'react';
import type { AppRoute } from '../../config/app-route.ts';

const plans = lazy(() => import('./plans-page.tsx'));
const success = lazy(() => import('./success-page.tsx'));

export const paymentRoutes: AppRoute[] = [
  { path: '/trekai-subscription', component: plans, title: 'Subscription' },
  { path: '/trekai-payment', component: plans, title: 'Payment' },
  { path: '/stripe-subscribe-success', component: success, title: 'Subscription' },
  { path: '/stripe-payment-success', component: success, title: 'Payment' },
];
