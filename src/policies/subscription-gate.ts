// Who must subscribe before the paid pages (docs/commerce.md): home-school users of the tenant
// named EI and students of B2CU tenants without an active subscription land on
// /trekai-subscription instead. These pages stay open to them.
export const SUBSCRIBE_PATH = '/trekai-subscription';

export const OPEN_WITHOUT_SUBSCRIPTION: readonly string[] = [
  SUBSCRIBE_PATH,
  '/trekai-payment',
  '/stripe-payment-success',
  '/stripe-subscribe-success',
  '/my-profile',
  '/error/403',
];

export interface GateInput {
  /** the user is one who pays (hasSubscriptions in src/providers/auth/app-session.ts) */
  pays: boolean;
  activeSubscriptions: number;
  path: string;
}

/** The path to send the user to instead, or undefined to let them through. */
export function subscriptionRedirect(g: GateInput): string | undefined {
  if (!g.pays || g.activeSubscriptions > 0) return undefined;
  return OPEN_WITHOUT_SUBSCRIPTION.includes(g.path) ? undefined : SUBSCRIBE_PATH;
}
