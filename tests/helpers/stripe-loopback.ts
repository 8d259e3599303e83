// A small loopback HTTP server speaking Stripe's wire format for the calls the product makes:
// Checkout Session create (form-encoded, as the official client sends it) and retrieve, invoice
// payments (a subscription's first payment and its renewals'), refunds (refused above what is left of
// the payment) and customer portal sessions. The `stripe` client reaches it through STRIPE_API_BASE.
// `complete(id)` marks a session paid, as a customer finishing the checkout page would; the
// session's `url` is a checkout page a browser can pay on (stripe-checkout-page.ts), which sends
// the signed `checkout.session.completed` event to `webhook.url` as Stripe would. `renew(id, invoice)`
// pays a later invoice of a completed subscription session and answers it as `invoice.paid` carries it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutPage, type WebhookTarget } from './stripe-checkout-page.ts';

export interface LoopbackSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  subscription: string | null;
  customer: string | null;
  payment_intent: string | null;
  invoice: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
}

export interface LoopbackRefund {
  id: string;
  payment_intent: string;
  amount: number;
  metadata: Record<string, string>;
  /** succeeded unless a test fails it: a failed or canceled refund returns nothing */
  status?: 'succeeded' | 'failed' | 'canceled';
}

/** a renewal's invoice, paid by the payment intent `pi_{id}` */
export interface LoopbackInvoice {
  id: string;
  object: 'invoice';
  billing_reason: 'subscription_cycle';
  amount_paid: number;
  currency: string;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string } };
  lines: { object: 'list'; data: { period: { start: number; end: number } }[] };
}

export interface StripeLoopback {
  base: string;
  sessions: Map<string, LoopbackSession>;
  /** refunds made, by id: payment intent, amount in cents, metadata */
  refunds: Map<string, LoopbackRefund>;
  /** every request as method, path and (for a POST) the form fields */
  requests: { method: string; path: string; auth: string; form: Record<string, string> }[];
  complete(id: string): LoopbackSession;
  renew(sessionId: string, invoiceId: string, periodEnd?: number): LoopbackInvoice;
  close(): Promise<void>;
}

const error = (res: http.ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', code, message } }));
};

export async function startStripeLoopback(
  opts: { port?: number; webhook?: WebhookTarget } = {},
): Promise<StripeLoopback> {
  const sessions = new Map<string, LoopbackSession>();
  const requests: StripeLoopback['requests'] = [];
  const refunds: StripeLoopback['refunds'] = new Map();
  const invoices = new Map<string, LoopbackInvoice>();
  const json = (res: http.ServerResponse, body: object) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const metadataOf = (form: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(form)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice(9, -1), v]),
    );
  /** what a payment intent paid: a session (directly or through its first invoice) or a renewal's invoice */
  const paidBy = (pi: string) => {
    const s = [...sessions.values()].find((x) => x.payment_intent === pi || `pi_${x.invoice}` === pi);
    if (s) return { amount: s.amount_total, currency: s.currency, invoice: s.invoice };
    const i = [...invoices.values()].find((x) => `pi_${x.id}` === pi);
    return i && { amount: i.amount_paid, currency: i.currency, invoice: i.id };
  };
  /** a refund as Stripe answers it */
  const refundObject = (r: LoopbackRefund) => ({
    ...r,
    object: 'refund',
    currency: paidBy(r.payment_intent)?.currency ?? 'usd',
    status: r.status ?? 'succeeded',
    charge: `ch_${r.payment_intent}`,
  });
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: req.method ?? '', path, auth: req.headers.authorization ?? '', form });
      // the customer's browser on the checkout page: no API key
      if (path.startsWith('/pay/'))
        return void checkoutPage(req, res, path, { sessions, complete, webhook: opts.webhook });
      if (!req.headers.authorization?.startsWith('Bearer sk_'))
        return error(res, 401, 'api_key_invalid', 'Invalid API Key provided');
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_loop${++n}`;
        const s: LoopbackSession = {
          id,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: form.client_reference_id ?? null,
          customer_email: form.customer_email ?? null,
          metadata: metadataOf(form),
          amount_total: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
          currency: form['line_items[0][price_data][currency]'] ?? 'usd',
          subscription: null,
          customer: null,
          payment_intent: null,
          invoice: null,
          success_url: form.success_url.replace('{CHECKOUT_SESSION_ID}', id),
          cancel_url: form.cancel_url,
          url: `${base}/pay/${id}`,
        };
        sessions.set(id, s);
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(s));
      }
      const m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && m) {
        const s = sessions.get(decodeURIComponent(m[1]));
        if (!s) return error(res, 404, 'resource_missing', `No such checkout.session: '${m[1]}'`);
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(s));
      }
      if (req.method === 'GET' && path === '/v1/invoice_payments') {
        // by invoice, or by the payment intent that paid it
        const query = new URLSearchParams((req.url ?? '').split('?')[1]);
        const pi = query.get('payment[payment_intent]');
        const invoice = pi ? (paidBy(pi)?.invoice ?? '') : (query.get('invoice') ?? '');
        const paid =
          Boolean(invoice) && ([...sessions.values()].some((x) => x.invoice === invoice) || invoices.has(invoice));
        const data = paid
          ? [
              {
                id: `inpay_${invoice}`,
                object: 'invoice_payment',
                invoice,
                payment: { type: 'payment_intent', payment_intent: `pi_${invoice}` },
              },
            ]
          : [];
        return json(res, { object: 'list', url: '/v1/invoice_payments', has_more: false, data });
      }
      if (req.method === 'GET' && path === '/v1/refunds') {
        const charge = new URLSearchParams((req.url ?? '').split('?')[1]).get('charge');
        const data = [...refunds.values()]
          .filter((r) => `ch_${r.payment_intent}` === charge)
          .map((r) => refundObject(r));
        return json(res, { object: 'list', url: '/v1/refunds', has_more: false, data });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const paid = paidBy(form.payment_intent ?? '');
        if (!paid) return error(res, 404, 'resource_missing', `No such payment_intent: '${form.payment_intent}'`);
        const done = [...refunds.values()].filter(
          (r) => r.payment_intent === form.payment_intent && (r.status ?? 'succeeded') === 'succeeded',
        );
        const left = paid.amount - done.reduce((sum, r) => sum + r.amount, 0);
        const amount = form.amount ? Number(form.amount) : left;
        if (amount > left)
          return error(
            res,
            400,
            'amount_too_large',
            `Refund amount ($${amount / 100}) is greater than unrefunded amount`,
          );
        const refund = { id: `re_loop${++n}`, payment_intent: form.payment_intent, amount, metadata: metadataOf(form) };
        refunds.set(refund.id, refund);
        return json(res, refundObject(refund));
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        if (![...sessions.values()].some((x) => x.customer === form.customer))
          return error(res, 404, 'resource_missing', `No such customer: '${form.customer}'`);
        const id = `bps_loop${++n}`;
        return json(res, {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `${base}/portal/${id}`,
        });
      }
      error(res, 404, 'resource_missing', `Unrecognized request URL (${req.method}: ${path})`);
    });
  });
  const complete = (id: string) => {
    const s = sessions.get(id)!;
    Object.assign(s, {
      status: 'complete',
      payment_status: 'paid',
      subscription: s.mode === 'subscription' ? `sub_loop_${id}` : null,
      customer: `cus_loop_${id}`,
      // as Stripe: a subscription's first payment is its invoice's, a one-time payment the session's
      payment_intent: s.mode === 'subscription' ? null : `pi_loop_${id}`,
      invoice: s.mode === 'subscription' ? `in_loop_${id}` : null,
    });
    return s;
  };
  const renew = (sessionId: string, invoiceId: string, periodEnd = Math.floor(Date.UTC(2099, 0, 31) / 1000)) => {
    const s = sessions.get(sessionId)!;
    const invoice: LoopbackInvoice = {
      id: invoiceId,
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: s.amount_total,
      currency: s.currency,
      parent: { type: 'subscription_details', subscription_details: { subscription: s.subscription! } },
      lines: { object: 'list', data: [{ period: { start: periodEnd - 2_678_400, end: periodEnd } }] },
    };
    invoices.set(invoiceId, invoice);
    return invoice;
  };
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    sessions,
    refunds,
    requests,
    complete,
    renew,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
