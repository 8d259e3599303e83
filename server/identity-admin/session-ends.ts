// A password reset or change ends every session of that account on every server (disabling an
// account does the same from a database trigger, when the status change commits: migration 038): the identity store's own sessions, grants and refresh tokens go (IdentityAdmin.endSessions),
// and each access token of the subject issued until now is refused (server/auth/revocations.ts), since
// those are self-contained JWTs that would otherwise work until they expire. A new password also voids
// the account's other set-password links. All of it in the caller's transaction when it has one.
import type { Db } from '../db/database.ts';
import { revocationsFor } from '../auth/revocations.ts';
import { voidPasswordLinks } from './password-links.ts';
import type { IdentityAdmin } from './identity-admin.ts';

/** How long an end is kept: longer than any access token issued before it lives (ours live
 * OIDC_ACCESS_TOKEN_TTL; an external provider's are assumed to live at most a day). */
export const endKeptSeconds = (accessTokenTtl: number) => Math.max(accessTokenTtl + 60, 24 * 3600);

export interface SessionEnds {
  /** the app's database: its revocation list is the one the servers check */
  db: Db;
  accessTokenTtl: number;
}

export async function endAccountSessions(
  admin: IdentityAdmin,
  ends: SessionEnds,
  executor: Db,
  sub: string,
): Promise<void> {
  await admin.endSessions?.(executor, sub);
  const at = new Date();
  const until = new Date(at.getTime() + endKeptSeconds(ends.accessTokenTtl) * 1000);
  await revocationsFor(ends.db).endSubject(sub, at, until, executor);
}

/** The identity admin whose password changes also end the account's sessions. */
export function endingSessions(admin: IdentityAdmin, ends: SessionEnds): IdentityAdmin {
  return {
    ...admin,
    async setPassword(db, sub, password) {
      await admin.setPassword(db, sub, password);
      await voidPasswordLinks(db, sub);
      await endAccountSessions(admin, ends, db, sub);
    },
  };
}
