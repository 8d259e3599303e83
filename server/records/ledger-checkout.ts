// A paid Stripe checkout lands in the payer's student account (/student-transactions): the plan as a
// charge and the card payment that settled it, so the balance is unchanged and the history shows
// both. Called inside the webhook's transaction (server/payments/webhook-effects.ts); the Checkout
// Session id is the entries' external_ref, so a session lands once. A payer with no student record
// in its school (a teacher, a family) has no student account: nothing is written.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';

export async function ledgerCheckout(
  trx: Db,
  tenant: Tenant,
  userId: string,
  checkout: { sessionId: string; label: string; amount: number },
) {
  const s = tenant.ident;
  const party = await sql<{ party_id: number }>`
    SELECT party_id FROM ${s}.parties WHERE user_id = ${userId} AND kind = 'student' LIMIT 1`.execute(trx);
  const partyId = party.rows[0]?.party_id;
  if (!partyId || checkout.amount <= 0) return;
  await sql`INSERT INTO ${s}.student_transactions (student_party_id, kind, amount, description, external_ref, created_by)
    VALUES (${partyId}, 'charge', ${checkout.amount}, ${checkout.label}, ${`${checkout.sessionId}:charge`}, ${userId}),
      (${partyId}, 'payment', ${checkout.amount}, 'Card payment (Stripe)', ${`${checkout.sessionId}:payment`}, ${userId})
    ON CONFLICT (external_ref) DO NOTHING`.execute(trx);
}
