// The refund call (POST /api/payments/stripe/refunds, docs/commerce.md): (part of) one card payment
// of a subscription back through Stripe; answers what was refunded and what is left of the payment.
import { apiFetch } from '../../providers/http-client.ts';

export interface RefundInput {
  subscription_id: number;
  payment_id: number;
  /** all that is left of the payment when absent */
  amount?: number;
}

export const refund = (body: RefundInput) =>
  apiFetch<{ data: { amount: number; left: number } }>('/payments/stripe/refunds', { method: 'POST', body }).then(
    (r) => r.data,
  );
