// An operator refunds (part of) one card payment of a paid subscription through Stripe
// (POST /api/payments/stripe/refunds, docs/commerce.md): its checkout's or a renewal's, picked from
// GET /api/payments/stripe/subscriptions/:id/payments (the latest with something left first); what is
// left of it is proposed, and the server refuses more, at the amount field.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Form, InputNumber, Modal, Select } from 'antd';
import { apiFetch } from '../../providers/http-client.ts';
import { useSubmit } from '../../components/form/use-submit.ts';
import { PanelLoadFailure } from '../../components/load-failure.tsx';

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

const paymentLabel = (p: Payment) =>
  `${p.kind === 'checkout' ? 'First payment' : 'Renewal'} of ${p.paid_on}: $${p.amount.toFixed(2)}, $${p.left.toFixed(2)} left`;

export function RefundModal(props: {
  row: Refundable | undefined;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { row } = props;
  const [payments, setPayments] = useState<Payment[]>();
  const [loadError, setLoadError] = useState<string>();
  const [paymentId, setPaymentId] = useState<number>();
  const [amount, setAmount] = useState<number | null>(null);
  const pick = (p: Payment | undefined) => {
    setPaymentId(p?.id);
    setAmount(p?.left || null);
  };
  const load = useCallback(() => {
    if (!row) return;
    setLoadError(undefined);
    apiFetch<{ data: Payment[] }>(`/payments/stripe/subscriptions/${row.id}/payments`).then(
      (r) => {
        setPayments(r.data);
        pick(r.data.findLast((p) => p.left > 0) ?? r.data[0]);
      },
      (e: Error) => setLoadError(e.message),
    );
  }, [row]);
  useEffect(load, [load]);
  const { busy, error, submit } = useSubmit<number | null>(async (value) => {
    const r = await apiFetch<{ data: { amount: number; left: number } }>('/payments/stripe/refunds', {
      method: 'POST',
      body: { subscription_id: row!.id, payment_id: paymentId, ...(value ? { amount: value } : {}) },
    });
    props.onDone(`Refunded $${r.data.amount.toFixed(2)} of ${row!.label}; $${r.data.left.toFixed(2)} is left`);
    props.onClose();
  });
  return (
    <Modal
      open={Boolean(row)}
      title={row ? `Refund ${row.label}` : ''}
      okText="Refund"
      okButtonProps={{ danger: true, disabled: !paymentId }}
      confirmLoading={busy}
      onOk={() => void submit(amount)}
      onCancel={props.onClose}
    >
      {error ? <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 12 }} /> : null}
      {loadError ? <PanelLoadFailure what="The payments" message={loadError} onRetry={load} /> : null}
      <Form layout="vertical">
        <Form.Item label="Payment" htmlFor="refund-payment">
          <Select
            id="refund-payment"
            loading={!payments && !loadError}
            value={paymentId}
            onChange={(id: number) => pick(payments?.find((p) => p.id === id))}
            options={(payments ?? []).map((p) => ({ value: p.id, label: paymentLabel(p) }))}
            placeholder={payments?.length === 0 ? 'No card payment to refund' : undefined}
          />
        </Form.Item>
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
