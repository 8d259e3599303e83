// The 429 a generation gets when a daily quota is used up (quotas.ts checks, this words it).
import { ApiError } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { Limits } from './quotas.ts';
import type { Counts } from './usage-counter.ts';

/** The next UTC midnight, when every daily counter starts again. */
export function quotaResetAt(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export const atLeast = (a: Counts, b: Counts | undefined): Counts =>
  b ? { requests: Math.max(a.requests, b.requests), tokens: Math.max(a.tokens, b.tokens) } : a;

/** Throws 429 quota_exceeded naming the first limit used up, and when it resets. */
export function refuseOver(p: Principal, user: Limits, tenant: Limits, usedUser: Counts, usedTenant: Counts) {
  const over =
    user.requests !== null && usedUser.requests >= user.requests
      ? { scope: 'user', kind: 'requests', limit: user.requests, used: usedUser.requests }
      : user.tokens !== null && usedUser.tokens >= user.tokens
        ? { scope: 'user', kind: 'tokens', limit: user.tokens, used: usedUser.tokens }
        : tenant.requests !== null && usedTenant.requests >= tenant.requests
          ? { scope: 'tenant', kind: 'requests', limit: tenant.requests, used: usedTenant.requests }
          : tenant.tokens !== null && usedTenant.tokens >= tenant.tokens
            ? { scope: 'tenant', kind: 'tokens', limit: tenant.tokens, used: usedTenant.tokens }
            : undefined;
  if (!over) return;
  const resetAt = quotaResetAt().toISOString();
  const who =
    over.scope === 'user'
      ? `your daily ${over.kind} quota as ${p.currentRole}`
      : `your school's daily ${over.kind} quota`;
  throw new ApiError(
    429,
    'quota_exceeded',
    `You have used ${who} (${over.used} of ${over.limit}). It resets at ${resetAt}.`,
    {
      ...over,
      resetAt,
    },
  );
}
