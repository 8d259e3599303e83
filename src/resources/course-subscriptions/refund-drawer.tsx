// An operator refunds (part of) one card payment of a paid subscription through Stripe
// (POST /api/payments/stripe/refunds, docs/commerce.md): its checkout's or a renewal's, picked from
// GET /api/payments/stripe/subscriptions/:id/payments (the latest with something left first); what is
// left of it is proposed, and the server refuses more, at the amount field.
import { Form, InputNumber, Select, Skeleton, type FormInstance } from 'antd';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { PanelLoadFailure } from '../../components/load-failure.tsx';
import { refund } from './refund-api.ts';

export interface Refundable {
  id: number;
  label: string;
}

interface Payment {
  id: number;
  kind: 'checkout' | 'renewal';
  paid_on: string;
  amount: number;
  left: number;
}

interface Values {
  payment_id: number;
  amount?: number | null;
}

const paymentLabel = (p: Payment) =>
  `${p.kind === 'checkout' ? 'First payment' : 'Renewal'} of ${p.paid_on}: ` +
  `$${p.amount.toFixed(2)}, $${p.left.toFixed(2)} left`;

/** The payment and amount fields, drawn once the payments are in: the latest with something left is proposed. */
function RefundFields({ form, payments }: { form: FormInstance<Values>; payments: Payment[] }) {
  const proposed = payments.findLast((p) => p.left > 0) ?? payments[0];
  return (
    <>
      <Form.Item
        name="payment_id"
        label="Payment"
        initialValue={proposed?.id}
        rules={[{ required: true, message: 'Pick the payment to refund' }]}
      >
        <Select
          onChange={(id: number) => form.setFieldValue('amount', payments.find((p) => p.id === id)?.left || null)}
          options={payments.map((p) => ({ value: p.id, label: paymentLabel(p) }))}
          placeholder={payments.length === 0 ? 'No card payment to refund' : undefined}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label="Amount (USD)"
        initialValue={proposed?.left || null}
        extra="The card is refunded through Stripe; the refund lands in the payer's student account."
      >
        <InputNumber min={0.01} step={0.01} precision={2} />
      </Form.Item>
    </>
  );
}

export function RefundDrawer(props: {
  row: Refundable | undefined;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { row } = props;
  const answer = useApiAnswer<{ data: Payment[] }>(
    `/payments/stripe/subscriptions/${row?.id}/payments`,
    undefined,
    row !== undefined,
  );
  const submit = async (v: Values) => {
    const r = await refund({
      subscription_id: row!.id,
      payment_id: v.payment_id,
      ...(v.amount ? { amount: v.amount } : {}),
    });
    answer.retry();
    props.onDone(`Refunded $${r.amount.toFixed(2)} of ${row!.label}; $${r.left.toFixed(2)} is left`);
  };
  return (
    <DrawerForm<Values>
      open={row !== undefined}
      title={row ? `Refund ${row.label}` : ''}
      submitLabel="Refund"
      onSubmit={submit}
      onClose={props.onClose}
    >
      {(form) => (
        <>
          {answer.error ? (
            <PanelLoadFailure what="The payments" message={answer.error.message} onRetry={answer.retry} />
          ) : null}
          {answer.data ? <RefundFields form={form} payments={answer.data.data} /> : null}
          {answer.loading ? <Skeleton active /> : null}
        </>
      )}
    </DrawerForm>
  );
}
