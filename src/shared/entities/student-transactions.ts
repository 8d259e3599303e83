// A student's account: charges, payments, refunds and adjustments with a running balance
// (/student-transactions). Amounts are entered positive for charges, payments and refunds (the kind
// says which way the balance moves: a charge or a refund raises what is owed, a payment lowers it);
// an adjustment is signed. A refund names the payment it returns and may not exceed what is left of
// it. The list query and the writes are declared in server/records/student-transactions.ts.
import { amount, choice, day, id, nullable, text } from '../fields.ts';
import { defineEntityShape, type ValuesOf } from '../entity.ts';

export const TRANSACTION_KINDS = ['charge', 'payment', 'refund', 'adjustment'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** How an entry moves the balance (what the student owes). */
export const balanceEffect = (kind: TransactionKind, value: number) => (kind === 'payment' ? -value : value);

const shape = defineEntityShape({
  name: 'student-transactions',
  label: 'Transaction',
  uiPath: '/student-transactions',
  list: { bizobjfile: 'student_transactions', api: 'student_transactions' },
  fields: {
    student_party_id: id('Student'),
    kind: choice('Kind', TRANSACTION_KINDS),
    amount: amount('Amount', -1_000_000, 1_000_000),
    description: text('Description', 200),
    occurred_on: day('Date'),
    refund_of: nullable(id('Refund of payment')),
  },
  required: ['student_party_id', 'kind', 'amount'],
});
export default shape;

/** the form's values: every field of the shape */
export type TransactionValues = ValuesOf<typeof shape>;
