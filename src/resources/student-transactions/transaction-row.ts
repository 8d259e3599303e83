// A ledger row as the list query student_transactions answers it (server/entities/student-transactions.ts).
import type shape from '../../shared/entities/student-transactions.ts';
import type { RowOf } from '../../shared/entity.ts';

export type TransactionRow = RowOf<
  typeof shape,
  {
    student: string;
    effect: number;
    balance: number;
    source: string;
    [k: string]: unknown;
  }
>;

export const money = (v: unknown) =>
  typeof v === 'number' ? v.toLocaleString(undefined, { style: 'currency', currency: 'USD' }) : '—';

export const transactionLabel = (r: TransactionRow) => `${r.student}: ${r.kind} of ${money(r.amount)}`;
