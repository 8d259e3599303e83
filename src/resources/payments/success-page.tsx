// /stripe-subscribe-success and /stripe-payment-success: where Stripe's checkout returns
// (?session_id=...). Public: the outcome comes from GET /api/payments/stripe/sessions/:id, which
// shows nothing private. A signed-in user's subscriptions are read again so the paid pages open.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Result, Spin } from 'antd';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { reloadSubscriptions } from '../../providers/auth/app-session.ts';
import { usePaymentSettings } from './use-payment-settings.ts';

interface Outcome {
  mode: string;
  status: string;
  payment_status: string;
  plan: string;
  amount: number;
  currency: string;
  activated: boolean;
}

const heading = (text: string) => <h1 style={{ fontSize: 24, margin: 0 }}>{text}</h1>;

export default function SuccessPage() {
  const [params] = useSearchParams();
  const id = params.get('session_id');
  const { settings, error: settingsError } = usePaymentSettings();
  const answer = useApiAnswer<{ data: Outcome }>(
    `/payments/stripe/sessions/${encodeURIComponent(id ?? '')}`,
    undefined,
    Boolean(id && settings?.configured),
  );
  const outcome = answer.data?.data;
  const error = answer.error?.message;
  useEffect(() => {
    if (outcome) void reloadSubscriptions().catch(() => undefined);
  }, [outcome]);

  const next = <Link to="/dashboard">Continue to the dashboard</Link>;
  if (settingsError || error)
    return <Result status="error" title={heading('The payment cannot be shown')} subTitle={settingsError ?? error} />;
  if (!settings) return <Spin tip="Loading…" />;
  if (!settings.configured)
    return (
      <Result
        status="warning"
        title={heading('Payments are not set up')}
        subTitle="This server takes no card payments yet, so there is no payment to show."
      />
    );
  if (!id)
    return (
      <Result status="info" title={heading('No payment to show')} subTitle="The link has no session." extra={next} />
    );
  if (!outcome) return <Spin tip="Loading the payment…" />;
  const paid = outcome.payment_status === 'paid' || outcome.payment_status === 'no_payment_required';
  if (!paid)
    return (
      <Result
        status="warning"
        title={heading('The payment is not complete')}
        subTitle="Nothing was charged. You can try again from the subscription page."
        extra={<Link to="/trekai-subscription">Back to the plans</Link>}
      />
    );
  return (
    <Result
      status="success"
      title={heading(outcome.mode === 'subscription' ? 'Thank you for subscribing' : 'Thank you for your payment')}
      subTitle={
        <>
          {outcome.plan}: {outcome.amount.toFixed(2)} {outcome.currency.toUpperCase()} paid.{' '}
          {outcome.activated ? 'Your access is active.' : 'Your access is being activated; it takes a moment.'}
        </>
      }
      extra={next}
    >
      {!outcome.activated ? (
        <Alert type="info" showIcon message="Reload this page in a moment to check again." />
      ) : null}
    </Result>
  );
}
