// Signed-out sessions (platform.revoked_sessions): an access token whose session id (sid) is listed
// is refused until it would have expired anyway. Every server keeps the list in memory and reads it
// again when it is half a second old, without making the request wait; a request finding it older
// than a second waits for the read. So the per-request check costs a Map lookup, a revocation
// reaches all servers within a second, and the server that records one knows it at once.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export const REFRESH_MS = 1000;

export interface Revocations {
  /** Refuses the session's tokens from now until `until` (the latest expiry of any of them). */
  revoke(sid: string, until: Date): Promise<void>;
  isRevoked(sid: unknown): Promise<boolean>;
}

export function createRevocations(db: Db, refreshMs = REFRESH_MS): Revocations {
  let revoked = new Map<string, number>(); // sid -> expiry (ms)
  let loadedAt = -Infinity;
  let loading: Promise<void> | undefined;

  async function load() {
    const res = await sql<{ sid: string; until: number }>`
      SELECT sid, (extract(epoch FROM expires_at) * 1000)::float8 AS until
      FROM platform.revoked_sessions WHERE expires_at > now()`.execute(db);
    const next = new Map(res.rows.map((r) => [r.sid, Number(r.until)]));
    // a revocation recorded here while the list was being read must not be dropped
    for (const [sid, until] of revoked) if (until > Date.now() && !next.has(sid)) next.set(sid, until);
    revoked = next;
  }

  async function current() {
    const age = Date.now() - loadedAt;
    if (age < refreshMs / 2) return;
    // one read at a time; concurrent requests share it
    const reading = (loading ??= (async () => {
      const started = Date.now();
      try {
        await load();
        loadedAt = started;
      } finally {
        loading = undefined;
      }
    })());
    // Past half its age the list is read again without waiting for it (a failure is retried by the
    // next request), so while requests keep coming none waits; past `refreshMs` a request waits.
    if (age < refreshMs) return void reading.catch(() => undefined);
    await reading;
  }

  return {
    async revoke(sid, until) {
      revoked.set(sid, until.getTime());
      await sql`
        INSERT INTO platform.revoked_sessions (sid, expires_at) VALUES (${sid}, ${until})
        ON CONFLICT (sid) DO UPDATE SET expires_at = greatest(platform.revoked_sessions.expires_at, EXCLUDED.expires_at)`.execute(
        db,
      );
      // rows are only needed until their tokens expire; this table stays as small as the sign-outs
      // of one access-token lifetime
      await sql`DELETE FROM platform.revoked_sessions WHERE expires_at < now()`.execute(db);
    },
    async isRevoked(sid) {
      if (typeof sid !== 'string' || !sid) return false;
      await current();
      const until = revoked.get(sid);
      return until !== undefined && until > Date.now();
    },
  };
}

// One list per database, shared by the identity provider (which records sign-outs) and the
// authentication plugin (which checks tokens) of the same process.
const perDb = new WeakMap<Db, Revocations>();

export function revocationsFor(db: Db): Revocations {
  let r = perDb.get(db);
  if (!r) {
    r = createRevocations(db);
    perDb.set(db, r);
  }
  return r;
}
