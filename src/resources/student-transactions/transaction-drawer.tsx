// /student-transactions/create: record a charge, payment, refund (of one of the student's payments)
// or adjustment. Rules come from the entity's schema; the server refuses a zero entry, a negative
// amount outside adjustments and a refund over what is left of its payment (at the field).
import { DatePicker, Form, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import shape, {
  TRANSACTION_KINDS,
  type TransactionKind,
  type TransactionValues as Values,
} from '../../shared/entities/student-transactions.ts';
import { EntityDrawer } from '../../components/form/entity-drawer.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import { transactionLabel, type TransactionRow } from './transaction-row.ts';

const asDay = {
  getValueProps: (v: string | null) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined),
};
const rules = shape.createRules;

function RefundOf() {
  const kind = Form.useWatch<TransactionKind | undefined>('kind');
  if (kind !== 'refund') return null;
  return (
    <RuleField
      name="refund_of"
      rule={{ ...rules.refund_of, required: true }}
      help="The payment's number (#) in the list"
    >
      <InputNumber min={1} precision={0} style={{ width: '100%' }} />
    </RuleField>
  );
}

export default function TransactionDrawer() {
  const students = useLookup('ledger_students', 'student_records');
  return (
    <EntityDrawer<TransactionRow, Values>
      shape={shape}
      mode="create"
      toValues={() => ({ kind: 'charge', occurred_on: dayjs().format('YYYY-MM-DD'), description: '', refund_of: null })}
      recordLabel={transactionLabel}
    >
      <RuleField name="student_party_id" rule={rules.student_party_id}>
        <Select showSearch optionFilterProp="label" loading={students.loading} options={students.options} />
      </RuleField>
      <RuleField name="kind" rule={rules.kind}>
        <Select options={TRANSACTION_KINDS.map((k) => ({ value: k, label: k }))} />
      </RuleField>
      <RuleField name="amount" rule={rules.amount} help="Positive; only an adjustment may be negative (a credit)">
        <InputNumber precision={2} style={{ width: '100%' }} />
      </RuleField>
      <RefundOf />
      <RuleField name="description" rule={rules.description} />
      <RuleField name="occurred_on" rule={rules.occurred_on} convert={asDay}>
        <DatePicker style={{ width: '100%' }} />
      </RuleField>
    </EntityDrawer>
  );
}
