// A Stripe refund in the books (docs/commerce.md): a `refund` row of platform.payments returning the
// payment it refunds (a checkout's, or a renewal's invoice), and a `refund` entry of the payer's
// student account (/student-transactions) returning that payment's card payment entry. Written by the
// refund route and again by the webhook's refund events: the Stripe refund id makes it once. Never
// more than what is left of the payment. A booked refund that Stripe reports failed or canceled is
// reversed once: a negative refund in both books.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tenantById } from '../db/tenant.ts';

export interface PaidPayment {
  id: number;
  tenant_id: number;
  app_user_id: string | null;
  plan: string;
  amount: number;
  currency: string;
  refunded: number;
  checkout_session_id: string | null;
  stripe_invoice_id: string | null;
  stripe_payment_intent: string | null;
}

/** a payment (not a refund) and what is already refunded of it (locked: refunds of one payment queue) */
export async function paymentOf(trx: Db, paymentId: number) {
  const r = await sql<PaidPayment>`
    SELECT p.id, p.tenant_id, p.app_user_id, p.plan, p.amount::float8 AS amount, p.currency,
      (SELECT coalesce(sum(r.amount), 0)::float8 FROM platform.payments r WHERE r.refund_of = p.id) AS refunded,
      p.checkout_session_id, p.stripe_invoice_id, p.stripe_payment_intent
    FROM platform.payments p WHERE p.id = ${paymentId} AND p.kind <> 'refund' FOR UPDATE`.execute(trx);
  return r.rows[0];
}

/** what is left to refund of a payment, in dollars */
export const leftOf = (paid: PaidPayment) => Math.round((paid.amount - paid.refunded) * 100) / 100;

/** the external_ref prefix of a payment's student account entries (ledger-checkout.ts): its checkout
 * session, or a renewal's invoice (renewals.ts) */
export const ledgerRef = (paid: PaidPayment) => paid.checkout_session_id ?? paid.stripe_invoice_id;

/** cents to dollars the way the ledger stores them */
export const dollars = (cents: number) => Math.round(cents) / 100;

export async function recordRefund(
  trx: Db,
  refund: { id: string; paymentId: number; amount: number; eventId: string | null },
): Promise<'applied' | 'ignored'> {
  const paid = await paymentOf(trx, refund.paymentId);
  if (!paid) return 'ignored';
  const amount = Math.min(refund.amount, leftOf(paid));
  if (amount <= 0) return 'ignored';
  const row = await sql<{ id: number }>`
    INSERT INTO platform.payments
      (tenant_id, app_user_id, kind, plan, amount, currency, stripe_event_id, stripe_refund_id, refund_of)
    VALUES (${paid.tenant_id}, ${paid.app_user_id}, 'refund', ${paid.plan}, ${amount}, ${paid.currency},
      ${refund.eventId}, ${refund.id}, ${paid.id})
    ON CONFLICT (stripe_refund_id) DO NOTHING RETURNING id`.execute(trx);
  if (!row.rows.length) return 'ignored';
  const s = (await tenantById(trx, paid.tenant_id))!.ident;
  // the payment's card payment entry (server/records/ledger-checkout.ts); none for a payer without a student account
  await sql`
    INSERT INTO ${s}.student_transactions (student_party_id, kind, amount, description, refund_of, external_ref, created_by)
    SELECT student_party_id, 'refund', ${amount}, 'Card refund (Stripe)', id, ${`${refund.id}:refund`}, ${paid.app_user_id}
    FROM ${s}.student_transactions WHERE external_ref = ${`${ledgerRef(paid)}:payment`}
    ON CONFLICT (external_ref) DO NOTHING`.execute(trx);
  return 'applied';
}

/** A booked refund Stripe reports failed or canceled: an offsetting (negative) refund row of the
 * same payment (platform migration 036: once per refund) and a negative refund entry of the student
 * account, so what is left of the payment is as before the refund. */
export async function reverseRefund(trx: Db, refund: { id: string; eventId: string }): Promise<'applied' | 'ignored'> {
  const row = await sql<{ tenant_id: number; app_user_id: string | null; amount: number }>`
    INSERT INTO platform.payments
      (tenant_id, app_user_id, kind, plan, amount, currency, stripe_event_id, refund_of, reverses)
    SELECT tenant_id, app_user_id, 'refund', plan, -amount, currency, ${refund.eventId}, refund_of, id
    FROM platform.payments WHERE stripe_refund_id = ${refund.id} AND kind = 'refund'
    ON CONFLICT (reverses) DO NOTHING RETURNING tenant_id, app_user_id, -amount::float8 AS amount`.execute(trx);
  const r = row.rows[0];
  if (!r) return 'ignored';
  const s = (await tenantById(trx, r.tenant_id))!.ident;
  await sql`
    INSERT INTO ${s}.student_transactions (student_party_id, kind, amount, description, refund_of, external_ref, created_by)
    SELECT student_party_id, 'refund', -amount, 'Card refund failed (Stripe)', refund_of, ${`${refund.id}:reversal`}, ${r.app_user_id}
    FROM ${s}.student_transactions WHERE external_ref = ${`${refund.id}:refund`}
    ON CONFLICT (external_ref) DO NOTHING`.execute(trx);
  return 'applied';
}
