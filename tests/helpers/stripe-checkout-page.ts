// The loopback Stripe's hosted checkout page (tests/helpers/stripe-loopback.ts), for browser tests:
// GET /pay/:id shows the session's amount and a "Pay" button; POST /pay/:id marks the session paid,
// sends the signed `checkout.session.completed` event to the app's webhook (signed with the
// library's test-header helper, as the API tests do) and, once the app answered, sends the browser
// to the session's success_url, as Stripe's page does.
import type http from 'node:http';
import Stripe from 'stripe';
import type { LoopbackSession } from './stripe-loopback.ts';

export interface WebhookTarget {
  url: string;
  secret: string;
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** signs `object` as the data of a `type` event and posts it to the webhook; the app's answer */
export async function sendEvent(target: WebhookTarget, id: string, type: string, object: object) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: target.secret });
  const r = await fetch(target.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: r.status, body: await r.text() };
}

export async function checkoutPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
  loop: {
    sessions: Map<string, LoopbackSession>;
    complete(id: string): LoopbackSession;
    webhook?: WebhookTarget;
  },
) {
  const id = decodeURIComponent(path.slice('/pay/'.length));
  const s = loop.sessions.get(id);
  if (!s) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    return res.end('No such checkout session');
  }
  if (req.method === 'POST') {
    const paid = loop.complete(id);
    if (loop.webhook) {
      const answer = await sendEvent(loop.webhook, `evt_loop_${id}`, 'checkout.session.completed', paid);
      if (answer.status !== 200) {
        res.writeHead(502, { 'content-type': 'text/plain' });
        return res.end(`The app refused the webhook: ${answer.status} ${answer.body}`);
      }
    }
    res.writeHead(303, { location: paid.success_url });
    return res.end();
  }
  const amount = `${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}`;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main>
<h1>Pay ${escape(amount)}</h1><p>Test checkout (${escape(s.mode)}) for ${escape(s.customer_email ?? 'a customer')}.</p>
<form method="post" action="/pay/${encodeURIComponent(id)}"><button type="submit">Pay</button></form>
<p><a href="${escape(s.cancel_url)}">Cancel</a></p></main></body></html>`);
}
