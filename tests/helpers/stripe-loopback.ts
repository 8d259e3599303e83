// A small loopback HTTP server speaking Stripe's wire format for the calls the product makes:
// Checkout Session create (form-encoded, as the official client sends it) and retrieve. The
// `stripe` client reaches it through STRIPE_API_BASE. `complete(id)` marks a session paid, as a
// customer finishing the checkout page would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
  success_url: string;
  cancel_url: string;
  url: string;
}

export interface StripeLoopback {
  base: string;
  sessions: Map<string, LoopbackSession>;
  /** every request as method, path and (for a POST) the form fields */
  requests: { method: string; path: string; auth: string; form: Record<string, string> }[];
  complete(id: string): LoopbackSession;
  close(): Promise<void>;
}

const error = (res: http.ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', code, message } }));
};

export async function startStripeLoopback(): Promise<StripeLoopback> {
  const sessions = new Map<string, LoopbackSession>();
  const requests: StripeLoopback['requests'] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: req.method ?? '', path, auth: req.headers.authorization ?? '', form });
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
          metadata: Object.fromEntries(
            Object.entries(form)
              .filter(([k]) => k.startsWith('metadata['))
              .map(([k, v]) => [k.slice(9, -1), v]),
          ),
          amount_total: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
          currency: form['line_items[0][price_data][currency]'] ?? 'usd',
          subscription: null,
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
      error(res, 404, 'resource_missing', `Unrecognized request URL (${req.method}: ${path})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    sessions,
    requests,
    complete(id) {
      const s = sessions.get(id)!;
      Object.assign(s, {
        status: 'complete',
        payment_status: 'paid',
        subscription: s.mode === 'subscription' ? `sub_loop_${id}` : null,
      });
      return s;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
