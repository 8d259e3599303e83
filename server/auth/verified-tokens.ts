// Access tokens already verified, by their exact text, until they expire: a client sends the same
// token with every request of its lifetime, and checking its RS256 signature again each time was
// the largest per-request cost left after the principal cache (docs/scaling.md). A hit needs the
// identical string that passed verification, so nothing unverified gets in. The caller clears the
// map when the signing keys change, and still checks sign-outs (revocations.ts) on every request.
import type { JWTPayload } from 'jose';

export interface VerifiedTokensOptions {
  maxEntries?: number;
  now?: () => number;
}

export class VerifiedTokens {
  private readonly entries = new Map<string, JWTPayload>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(opts: VerifiedTokensOptions = {}) {
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.now = opts.now ?? Date.now;
  }

  get size() {
    return this.entries.size;
  }

  /** The claims of a token verified before and not yet expired. */
  get(token: string): JWTPayload | undefined {
    const payload = this.entries.get(token);
    if (payload && (payload.exp ?? 0) * 1000 > this.now()) return payload;
    if (payload) this.entries.delete(token);
    return undefined;
  }

  /** Keeps a verified token's claims; one without an expiry is not kept. */
  set(token: string, payload: JWTPayload) {
    if (typeof payload.exp !== 'number') return;
    // the oldest first: tokens arrive roughly in the order they were issued
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, Object.freeze(payload));
  }

  clear() {
    this.entries.clear();
  }
}
