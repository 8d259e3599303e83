// Slows down password guessing on the login form without letting anyone keep a person out.
// Failures are counted per client address (spraying many accounts), per account and client address
// (guessing one account) and per account from everywhere (guessing from many addresses):
// - the first two answer with a growing delay, then 429 with Retry-After, for that client only;
// - the account-wide count only ever adds a delay, so the owner can still sign in from elsewhere.
// Keys are the typed login, whether or not such an account exists, so the answers are the same.
import type { AttemptStore } from './attempt-store.ts';

export interface ThrottlePolicy {
  /** how long failures are remembered (seconds) */
  windowSeconds: number;
  /** failures for one account from one client address before 429 */
  accountMaxFailures: number;
  /** failures for one account from one client address before answers are delayed */
  accountDelayAfter: number;
  /** failures from one client address, any accounts, before 429 */
  addressMaxFailures: number;
  /** failures from one client address before answers are delayed */
  addressDelayAfter: number;
  /** failures for one account from all addresses before every attempt on it is delayed (never refused) */
  accountSlowAfter: number;
  /** the longest delay (ms) */
  maxDelayMs: number;
}

export type Admission =
  | { ok: false; retryAfterSeconds: number }
  | {
      ok: true;
      /** wait this long before answering */
      delayMs: number;
      /** Call with the outcome: a correct password is not a failure and clears this client's count. */
      settle(passwordCorrect: boolean): Promise<void>;
    };

const FIRST_DELAY_MS = 250;

/** 0 below the threshold, then 250 ms doubling per further failure, capped. */
export function delayFor(failuresBefore: number, after: number, maxDelayMs: number): number {
  if (failuresBefore < after) return 0;
  return Math.min(maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(20, failuresBefore - after));
}

export function loginThrottle(store: AttemptStore, policy: ThrottlePolicy, now: () => number = Date.now) {
  const windowMs = policy.windowSeconds * 1000;
  const refuse = (resetAt: number): Admission => ({
    ok: false,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now()) / 1000)),
  });

  return {
    /** Counts this attempt (before the password is checked, so parallel guesses count too). */
    async admit(login: string, address: string): Promise<Admission> {
      const account = login.trim().toLowerCase();
      const keys = { address: `address:${address}`, pair: `pair:${address}:${account}`, account: `account:${account}` };
      const byAddress = await store.hit(keys.address, windowMs);
      if (byAddress.count > policy.addressMaxFailures) return refuse(byAddress.resetAt);
      const byPair = await store.hit(keys.pair, windowMs);
      if (byPair.count > policy.accountMaxFailures) {
        await store.undo(keys.address); // counted once, against the tighter limit
        return refuse(byPair.resetAt);
      }
      const byAccount = await store.hit(keys.account, windowMs);
      const delayMs = Math.max(
        delayFor(byPair.count - 1, policy.accountDelayAfter, policy.maxDelayMs),
        delayFor(byAddress.count - 1, policy.addressDelayAfter, policy.maxDelayMs),
        delayFor(byAccount.count - 1, policy.accountSlowAfter, policy.maxDelayMs),
      );
      return {
        ok: true,
        delayMs,
        async settle(passwordCorrect) {
          if (!passwordCorrect) return;
          await store.reset(keys.pair);
          // only this attempt is taken back: a known password must not wipe other guesses' traces
          await store.undo(keys.address);
          await store.undo(keys.account);
        },
      };
    },
  };
}
