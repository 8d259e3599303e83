// The official Stripe client, configured from STRIPE_SECRET_KEY and STRIPE_API_BASE (a loopback
// server speaking Stripe's wire format in tests). No key: payments are not set up.
import Stripe from 'stripe';
import type { Config } from '../config.ts';
import { ApiError, conflict, notFound } from '../errors.ts';

export function stripeClient(config: Config): Stripe | undefined {
  const { secretKey, apiBase } = config.stripe;
  if (!secretKey) return undefined;
  const url = new URL(apiBase);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
  });
}

export function requireStripe(stripe: Stripe | undefined): Stripe {
  if (!stripe) throw conflict('Payments are not set up on this server', 'payments_not_configured');
  return stripe;
}

/** A refusal or outage of Stripe as an answer (never a 500 with its text). */
export function providerError(err: unknown): never {
  if (err instanceof Stripe.errors.StripeError && err.code === 'resource_missing') throw notFound('No such payment');
  throw new ApiError(502, 'payment_provider_error', 'The payment provider could not be reached; try again');
}

/** The id of an expandable field of a Stripe object (an id, or the object when expanded), or null. */
export const stripeId = (x: string | { id: string } | null | undefined): string | null =>
  typeof x === 'string' ? x : (x?.id ?? null);
