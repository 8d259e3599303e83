// /student-transactions: every entry of the students' accounts the caller may see (a student its
// own, a family its children's) with the running balance after each entry; filter by student and
// kind; a student's statement for a period as PDF or CSV. Entries are only added (a correction is an adjustment).
import { Tag } from 'antd';
import { TRANSACTION_KINDS } from '../../shared/entities/student-transactions.ts';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import type { GridColumn } from '../../components/table/types.ts';
import { transactionLabel, type TransactionRow } from './transaction-row.ts';
import { money } from '../../shared/money.ts';
import { selectFilter } from '../../components/table/select-filter.ts';
import { StatementButton } from './statement-dialog.tsx';

const KIND_COLOR = { charge: 'red', payment: 'green', refund: 'blue', adjustment: 'default' } as const;

const columns: GridColumn<TransactionRow>[] = [
  { field: 'occurred_on', title: 'Date', sorter: true, width: 110, render: (v) => String(v ?? '').slice(0, 10) },
  { field: 'student', title: 'Student', sorter: true },
  {
    field: 'kind',
    title: 'Kind',
    sorter: true,
    width: 110,
    render: (_v, r) => <Tag color={KIND_COLOR[r.kind]}>{r.kind}</Tag>,
  },
  { field: 'description', title: 'Description' },
  { field: 'amount', title: 'Amount', sorter: true, width: 110, render: money },
  { field: 'balance', title: 'Balance', width: 110, render: money },
  { field: 'source', title: 'Source', width: 120, hidden: true },
  { field: 'refund_of', title: 'Refund of', width: 90, hidden: true, render: (v) => (v ? `#${String(v)}` : '') },
];

export default function TransactionsList() {
  const students = useLookup('ledger_students', 'student_records');
  return (
    <EntityListPage<TransactionRow>
      page={{
        shape: { name: 'student-transactions', label: 'Entry', uiPath: '/student-transactions' },
        title: 'Student accounts',
        description:
          'Charges, payments, refunds and adjustments, oldest first, with the balance owed after each entry. Filter by a student to read its statement.',
        actions: <StatementButton students={{ options: students.filterOptions, loading: students.loading }} />,
        create: 'student.transactions.update',
        columns,
        rowLabel: transactionLabel,
        search: 'Search student or description',
        filters: [
          selectFilter('student_party_id', 'Student', students.filterOptions),
          selectFilter('kind', 'Kind', TRANSACTION_KINDS),
        ],
        sort: [
          ['occurred_on', 'asc'],
          ['id', 'asc'],
        ],
        emptyText: 'No account entries yet.',
        emptyCreate: 'New entry',
      }}
    />
  );
}
