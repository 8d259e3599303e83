// The plans a TrekAI student or home-school family can buy by card (docs/commerce.md): monthly
// and yearly subscriptions (/trekai-subscription) and a one-time semester pass (/trekai-payment).
// The server prices Checkout Sessions from this list; the browser shows it. A plan names no course:
// it gives every active catalogue course, and a paying student is enrolled in their school's courses
// linked to them (docs/commerce.md, "What a plan lets a student learn").

export interface Plan {
  id: string;
  label: string;
  /** Stripe Checkout mode */
  mode: 'subscription' | 'payment';
  /** in US dollars */
  amount: number;
  /** months of access one payment gives */
  months: number;
  interval?: 'month' | 'year';
}

export const PLANS: readonly Plan[] = [
  { id: 'monthly', label: 'Monthly', mode: 'subscription', amount: 19, months: 1, interval: 'month' },
  { id: 'annual', label: 'Yearly', mode: 'subscription', amount: 190, months: 12, interval: 'year' },
  { id: 'semester', label: 'One semester', mode: 'payment', amount: 99, months: 6 },
];

export const planById = (id: unknown): Plan | undefined => PLANS.find((p) => p.id === id);
