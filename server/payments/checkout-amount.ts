// A signed checkout.session.completed event grants a plan only when the session charged the plan's
// price in the plan's currency: a session made some other way (another price, a changed plan in the
// metadata, a dashboard payment link) must not buy the plan for less. The webhook records why an
// event was refused on its stripe_events row and logs it.
import type Stripe from 'stripe';
import { planById } from '../../src/shared/plans.ts';

export const PLAN_CURRENCY = 'usd';

/** why the completed checkout cannot grant its plan, or undefined when it charged the plan's price */
export function checkoutMismatch(event: Stripe.Event): string | undefined {
  if (event.type !== 'checkout.session.completed') return undefined;
  const s = event.data.object;
  const plan = planById(s.metadata?.plan);
  if (!plan) return undefined; // not one of ours: ignored anyway
  const price = Math.round(plan.amount * 100);
  const currency = (s.currency ?? '').toLowerCase();
  if (s.amount_total === price && currency === PLAN_CURRENCY) return undefined;
  return (
    `checkout ${s.id} charged ${s.amount_total ?? 'no amount'} ${currency || '(no currency)'}, ` +
    `but plan ${plan.id} costs ${price} ${PLAN_CURRENCY} (minor units): the plan was not granted`
  );
}
