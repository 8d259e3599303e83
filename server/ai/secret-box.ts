// Provider API keys at rest: AES-256-GCM. The key is derived from SECRET_KEY when it is set;
// otherwise a random key is made once and kept in platform.secrets, so keys still never sit in
// the providers table in the clear.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

const SECRET_NAME = 'ai_provider_key';
const PREFIX = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBoxFromKey(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [PREFIX, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
    },
    open(sealed) {
      const [v, iv, tag, data] = sealed.split(':');
      if (v !== PREFIX || !iv || !tag || data === undefined) throw new Error('Unrecognised sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

export async function loadSecretBox(db: Db, secretKey: string | undefined): Promise<SecretBox> {
  if (secretKey) {
    return secretBoxFromKey(Buffer.from(hkdfSync('sha256', secretKey, 'lms-ai', 'ai-provider-api-keys', 32)));
  }
  await sql`
    INSERT INTO platform.secrets (name, value) VALUES (${SECRET_NAME}, ${randomBytes(32).toString('base64')})
    ON CONFLICT (name) DO NOTHING`.execute(db);
  const row = await sql<{ value: string }>`SELECT value FROM platform.secrets WHERE name = ${SECRET_NAME}`.execute(db);
  return secretBoxFromKey(Buffer.from(row.rows[0].value, 'base64'));
}
