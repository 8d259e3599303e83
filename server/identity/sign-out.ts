// Signing out ends the provider session and its refresh tokens (oidc-provider), and its access
// tokens, which are self-contained JWTs: their session id is recorded as revoked until the last of
// them expires (server/auth/revocations.ts), before the browser is sent on.
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/database.ts';
import { revocationsFor } from '../auth/revocations.ts';

/** Seconds added to the access-token lifetime for clocks that differ between servers. */
const CLOCK_MARGIN = 60;

export function revokeOnSignOut(provider: Provider, db: Db, accessTokenTtl: number, onError: (err: unknown) => void) {
  const revocations = revocationsFor(db);
  const ended = new WeakMap<object, string>();
  provider.on('end_session.success', (ctx: KoaContextWithOIDC) => {
    const session = ctx.oidc.session;
    // only a full sign-out destroys the session; its uid is the sid in the session's tokens
    if (session?.accountId && (session as { destroyed?: boolean }).destroyed) ended.set(ctx, session.uid);
  });
  // The event cannot wait for the database; this middleware does, so the redirect follows the write.
  provider.use(async (ctx, next) => {
    await next();
    const sid = ended.get(ctx);
    if (!sid) return;
    // The user is signed out either way; a failed write leaves only this server refusing the tokens.
    await revocations.revoke(sid, new Date(Date.now() + (accessTokenTtl + CLOCK_MARGIN) * 1000)).catch(onError);
  });
}
