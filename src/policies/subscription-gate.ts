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

/** Home-school users of the tenant named EI, and students of B2CU tenants (the browser's start-up
 * and GET /api/boot decide it alike). */
export function paysBySubscription(tenantName: string, tenantModel: string | undefined, role: string): boolean {
  return (role === 'home-school' && tenantName === 'EI') || (role === 'student' && tenantModel === 'B2CU');
}

export interface GateInput {
  /** the user is one who pays (paysBySubscription) */
  pays: boolean;
  activeSubscriptions: number;
  path: string;
}

/** The path to send the user to instead, or undefined to let them through. */
export function subscriptionRedirect(g: GateInput): string | undefined {
  if (!g.pays || g.activeSubscriptions > 0) return undefined;
  return OPEN_WITHOUT_SUBSCRIPTION.includes(g.path) ? undefined : SUBSCRIBE_PATH;
}
