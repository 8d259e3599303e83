// The provider's RSA signing key (platform.signing_keys) and cookie keys (platform.secrets):
// made once on first start and shared by every server on the same database.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/database.ts';

const PRIVATE_PARTS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

export function publicPart(jwk: JWK): JWK {
  const pub: JWK = { ...jwk };
  for (const k of PRIVATE_PARTS) delete pub[k];
  return pub;
}

/** A new RS256 signing key (private JWK) with a kid derived from its modulus. */
export async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = createHash('sha256').update(jwk.n!).digest('base64url').slice(0, 16);
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}

/** The signing keys, newest first; creates one when there is none. */
export async function loadSigningKeys(db: Db): Promise<JWK[]> {
  const read = async () =>
    (await sql<{ jwk: JWK }>`SELECT jwk FROM platform.signing_keys ORDER BY created_at DESC`.execute(db)).rows.map(
      (r) => r.jwk,
    );
  const existing = await read();
  if (existing.length) return existing;
  const jwk = await newSigningKey();
  // Two servers starting together: the lock lets only one of them insert the first key.
  await db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE platform.signing_keys IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const again = await sql<{ found: number }>`SELECT 1 AS found FROM platform.signing_keys LIMIT 1`.execute(trx);
    if (!again.rows.length) {
      await sql`INSERT INTO platform.signing_keys (kid, jwk) VALUES (${jwk.kid}, ${JSON.stringify(jwk)}::jsonb)`.execute(
        trx,
      );
    }
  });
  return read();
}

/** Keys that sign the provider's cookies: from SECRET_KEY when set, else generated once. */
export async function loadCookieKeys(db: Db, secretKey?: string): Promise<string[]> {
  if (secretKey) return [createHash('sha256').update(`cookies:${secretKey}`).digest('base64url')];
  const read = async () =>
    (await sql<{ value: string }>`SELECT value FROM platform.secrets WHERE name = 'cookie_key'`.execute(db)).rows[0]
      ?.value;
  const existing = await read();
  if (existing) return [existing];
  // ON CONFLICT: when two servers start together, both end up with the first one's key.
  await sql`INSERT INTO platform.secrets (name, value) VALUES ('cookie_key', ${randomBytes(32).toString('base64url')})
            ON CONFLICT (name) DO NOTHING`.execute(db);
  return [(await read())!];
}
