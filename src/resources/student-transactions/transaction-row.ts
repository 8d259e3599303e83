// A ledger row as the list query student_transactions answers it (server/entities/student-transactions.ts).
import type { TransactionKind } from '../../shared/entities/student-transactions.ts';

export interface TransactionRow {
  id: number;
  student_party_id: number;
  student: string;
  kind: TransactionKind;
  amount: number;
  effect: number;
  balance: number;
  description: string;
  occurred_on: string;
  refund_of: number | null;
  source: string;
  version: number;
  [k: string]: unknown;
}

export const money = (v: unknown) =>
  typeof v === 'number' ? v.toLocaleString(undefined, { style: 'currency', currency: 'USD' }) : '—';

export const transactionLabel = (r: TransactionRow) => `${r.student}: ${r.kind} of ${money(r.amount)}`;
