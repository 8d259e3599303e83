// The loopback Stripe server as a process, for scripts/e2e.sh: payments in the browser tests go
// through its checkout page, and its signed events reach the app's webhook.
// Usage: node --import tsx tests/helpers/stripe-loopback-main.ts PORT WEBHOOK_URL WEBHOOK_SECRET
import { startStripeLoopback } from './stripe-loopback.ts';

const [port, url, secret] = process.argv.slice(2);
if (!port || !url || !secret) {
  console.error('usage: stripe-loopback-main.ts PORT WEBHOOK_URL WEBHOOK_SECRET');
  process.exit(2);
}
const loop = await startStripeLoopback({ port: Number(port), webhook: { url, secret } });
console.log(`stripe loopback at ${loop.base}, events to ${url}`);
// open keep-alive connections would hold close() up: the process just ends
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
