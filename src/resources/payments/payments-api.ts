// The payment writes (server/payments, docs/commerce.md): each answers the Stripe page to send the
// payer to, a Checkout Session for a plan or the customer portal for cards, invoices and cancelling.
import { apiFetch } from '../../providers/http-client.ts';

export const checkoutUrl = (planId: string) =>
  apiFetch<{ data: { url: string } }>('/payments/stripe/checkout', { method: 'POST', body: { plan: planId } }).then(
    (r) => r.data.url,
  );

export const portalUrl = () =>
  apiFetch<{ data: { url: string } }>('/payments/stripe/portal', { method: 'POST', body: {} }).then((r) => r.data.url);
