// A ledger row as the list query student_transactions answers it (server/records/student-transactions.ts).
import type shape from '../../shared/entities/student-transactions.ts';
import type { RowOf } from '../../shared/entity.ts';
import { money } from '../../shared/money.ts';

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

export const transactionLabel = (r: TransactionRow) => `${r.student}: ${r.kind} of ${money(r.amount)}`;
