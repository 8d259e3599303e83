// Invites and resets mail a single-use /set-password link and never answer a password
// (docs/messaging.md). A test that signs in as such an account reads the link from the newest
// message logged to the address (platform.notification_log, written when the mail is queued) and
// redeems it through the real route, as the user would from the mail.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/** the set-password token in the newest message logged to `to` */
export async function mailedToken(app: FastifyInstance, to: string): Promise<string> {
  const row = (
    await sql<{ body_text: string }>`SELECT body_text FROM platform.notification_log
      WHERE lower(recipient) = lower(${to}) ORDER BY id DESC LIMIT 1`.execute(app.database.db)
  ).rows[0];
  const token = /\/set-password\?token=([A-Za-z0-9._%-]+)/.exec(row?.body_text ?? '')?.[1];
  if (!token) throw new Error(`no set-password link was mailed to ${to}`);
  return decodeURIComponent(token);
}

/** sets the account's password through the link mailed to it last; answers the password */
export async function passwordFromMail(app: FastifyInstance, to: string, password = 'chosen-Password-1') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/password-links/redeem',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ token: await mailedToken(app, to), password }),
  });
  if (res.statusCode !== 200) throw new Error(`redeeming the link failed: ${res.statusCode} ${res.body}`);
  return password;
}
