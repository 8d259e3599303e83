// The tool's own RSA key pair (platform.lti_keys): made once on first use and shared by every server
// on the database. Platforms fetch the public half from /lti/jwks to check what we sign (deep-linking
// answers, the JWT bearer grant of grade passback). Rotation: insert a new key (it signs from then
// on, newest first) and set retired_at on the old one once platforms have fetched the new set.
import { sql } from 'kysely';
import { importJWK, type JWK } from 'jose';
import type { Db } from '../db/database.ts';
import { newSigningKey, publicPart } from '../identity/keys.ts';

const readKeys = async (db: Db) =>
  (
    await sql<{ jwk: JWK }>`SELECT jwk FROM platform.lti_keys WHERE retired_at IS NULL
      ORDER BY created_at DESC, kid`.execute(db)
  ).rows.map((r) => r.jwk);

/** The tool's live keys, newest first; makes the first one when there is none. */
export async function toolKeys(db: Db): Promise<JWK[]> {
  const existing = await readKeys(db);
  if (existing.length) return existing;
  const jwk = await newSigningKey();
  // two servers at once: the lock lets one of them insert the first key
  await db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE platform.lti_keys IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const again = await sql<{
      found: number;
    }>`SELECT 1 AS found FROM platform.lti_keys WHERE retired_at IS NULL LIMIT 1`.execute(trx);
    if (!again.rows.length)
      await sql`INSERT INTO platform.lti_keys (kid, jwk) VALUES (${jwk.kid}, ${JSON.stringify(jwk)}::jsonb)`.execute(
        trx,
      );
  });
  return readKeys(db);
}

/** The public key set served at /lti/jwks. */
export const toolJwks = async (db: Db) => ({ keys: (await toolKeys(db)).map(publicPart) });

/** The newest key, for signing (its kid goes in the JWT header). */
export async function signingKey(db: Db) {
  const jwk = (await toolKeys(db))[0];
  return { kid: jwk.kid!, key: await importJWK(jwk, 'RS256') };
}
