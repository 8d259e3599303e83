// An operator refunds (part of) a paid subscription's card payment through Stripe
// (POST /api/payments/stripe/refunds, docs/commerce.md): the whole amount is proposed; the server
// refuses more than is left of the payment, at the amount field.
import { useState } from 'react';
import { Alert, Form, InputNumber, Modal } from 'antd';
import { apiFetch } from '../../providers/http-client.ts';
import { useSubmit } from '../../components/form/use-submit.ts';

export interface Refundable {
  id: number;
  amount: number;
  label: string;
}

export function RefundModal(props: {
  row: Refundable | undefined;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { row } = props;
  const [amount, setAmount] = useState<number | null>(row?.amount ?? null);
  const { busy, error, submit } = useSubmit<number | null>(async (value) => {
    const r = await apiFetch<{ data: { amount: number; left: number } }>('/payments/stripe/refunds', {
      method: 'POST',
      body: { subscription_id: row!.id, ...(value ? { amount: value } : {}) },
    });
    props.onDone(`Refunded $${r.data.amount.toFixed(2)} of ${row!.label}; $${r.data.left.toFixed(2)} is left`);
    props.onClose();
  });
  return (
    <Modal
      open={Boolean(row)}
      title={row ? `Refund ${row.label}` : ''}
      okText="Refund"
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onOk={() => void submit(amount)}
      onCancel={props.onClose}
    >
      {error ? <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical">
        <Form.Item
          label="Amount (USD)"
          htmlFor="refund-amount"
          extra="The card is refunded through Stripe; the refund lands in the payer's student account."
        >
          <InputNumber id="refund-amount" min={0.01} step={0.01} precision={2} value={amount} onChange={setAmount} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
