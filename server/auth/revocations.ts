// Refused access tokens, for every server: signed-out sessions (platform.revoked_sessions: a token
// whose session id, sid, is listed) and accounts whose sessions were all ended by a password reset or
// change or by disabling them (platform.session_ends: a token of that subject issued up to ended_at).
// Both are refused until they would have expired anyway. Every server keeps the lists in memory and
// reads them again when half a second old, without making the request wait; a request finding them
// older than a second waits for the read. So the per-request check costs Map lookups, a revocation
// reaches all servers within a second, and the server that records one knows it at once.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export const REFRESH_MS = 1000;

/** the claims of an access token the check needs */
export interface TokenClaims {
  sub?: unknown;
  sid?: unknown;
  /** issued at, seconds (every JWT) */
  iat?: unknown;
  /** issued at, milliseconds (our own provider's tokens), so a sign-in just after an end is not refused */
  iat_ms?: unknown;
}

export interface Revocations {
  /** Refuses the session's tokens from now until `until` (the latest expiry of any of them). */
  revoke(sid: string, until: Date): Promise<void>;
  /** Refuses every token of `sub` issued up to `at`, until `until`; written with `executor` (which
   * may be a transaction, so it counts only if that commits). */
  endSubject(sub: string, at: Date, until: Date, executor?: Db): Promise<void>;
  isRevoked(sid: unknown): Promise<boolean>;
  /** the token's session was signed out, or its account's sessions were ended after it was issued */
  isTokenRevoked(claims: TokenClaims): Promise<boolean>;
}

/** when the token was issued (ms); a second-resolution iat counts as the start of its second */
export function issuedMs(claims: TokenClaims): number {
  if (typeof claims.iat_ms === 'number') return claims.iat_ms;
  return typeof claims.iat === 'number' ? claims.iat * 1000 : -Infinity;
}

interface Ended {
  at: number;
  until: number;
  /** when this server recorded it (0 for ends read from the database) */
  recorded: number;
}

export function createRevocations(db: Db, refreshMs = REFRESH_MS): Revocations {
  let revoked = new Map<string, number>(); // sid -> expiry (ms)
  let ended = new Map<string, Ended>(); // sub -> the end
  let loadedAt = -Infinity;
  let loading: Promise<void> | undefined;

  async function load(started: number) {
    const res = await sql<{ kind: 's' | 'u'; key: string; until: number; at: number | null }>`
      SELECT 's' AS kind, sid AS key, (extract(epoch FROM expires_at) * 1000)::float8 AS until, NULL::float8 AS at
      FROM platform.revoked_sessions WHERE expires_at > now()
      UNION ALL
      SELECT 'u', sub, (extract(epoch FROM expires_at) * 1000)::float8, (extract(epoch FROM ended_at) * 1000)::float8
      FROM platform.session_ends WHERE expires_at > now()`.execute(db);
    const nextRevoked = new Map<string, number>();
    const nextEnded = new Map<string, Ended>();
    for (const r of res.rows) {
      if (r.kind === 's') nextRevoked.set(r.key, Number(r.until));
      else nextEnded.set(r.key, { at: Number(r.at), until: Number(r.until), recorded: 0 });
    }
    // a revocation recorded here while the list was being read must not be dropped
    for (const [sid, until] of revoked) if (until > Date.now() && !nextRevoked.has(sid)) nextRevoked.set(sid, until);
    // an end recorded here and not read back: kept only while its transaction may still be committing
    for (const [sub, e] of ended) {
      const read = nextEnded.get(sub);
      if (e.recorded >= started - refreshMs && (!read || read.at < e.at)) nextEnded.set(sub, e);
    }
    revoked = nextRevoked;
    ended = nextEnded;
  }

  async function current() {
    const age = Date.now() - loadedAt;
    if (age < refreshMs / 2) return;
    // one read at a time; concurrent requests share it
    const reading = (loading ??= (async () => {
      const started = Date.now();
      try {
        await load(started);
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

  const isRevoked = async (sid: unknown) => {
    if (typeof sid !== 'string' || !sid) return false;
    await current();
    const until = revoked.get(sid);
    return until !== undefined && until > Date.now();
  };

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
    async endSubject(sub, at, until, executor = db) {
      await sql`
        INSERT INTO platform.session_ends (sub, ended_at, expires_at) VALUES (${sub}, ${at}, ${until})
        ON CONFLICT (sub) DO UPDATE SET ended_at = greatest(platform.session_ends.ended_at, EXCLUDED.ended_at),
          expires_at = greatest(platform.session_ends.expires_at, EXCLUDED.expires_at)`.execute(executor);
      await sql`DELETE FROM platform.session_ends WHERE expires_at < now()`.execute(executor);
      const known = ended.get(sub);
      if (!known || known.at <= at.getTime())
        ended.set(sub, { at: at.getTime(), until: until.getTime(), recorded: Date.now() });
    },
    isRevoked,
    async isTokenRevoked(claims) {
      if (await isRevoked(claims.sid)) return true;
      if (typeof claims.sub !== 'string') return false;
      const end = ended.get(claims.sub);
      return end !== undefined && end.until > Date.now() && issuedMs(claims) <= end.at;
    },
  };
}

// One list per database, shared by the identity provider (which records sign-outs), the identity
// admin (which ends an account's sessions) and the authentication plugin (which checks tokens).
const perDb = new WeakMap<Db, Revocations>();

export function revocationsFor(db: Db): Revocations {
  let r = perDb.get(db);
  if (!r) {
    r = createRevocations(db);
    perDb.set(db, r);
  }
  return r;
}
