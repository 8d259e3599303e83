// /trekai-subscription (subscriptions) and /trekai-payment (one-time payments): the plans of that
// kind, each paid through a Stripe Checkout Session. Without STRIPE_SECRET_KEY on the server the
// page says payments are not set up. A subscriber manages cards and cancellation in Stripe's portal. Users who must subscribe land here (src/policies/subscription-gate.ts).
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Button, Card, Col, Row, Spin, Typography } from 'antd';
import { checkoutUrl } from './payments-api.ts';
import { reloadSubscriptions } from '../../providers/auth/app-session.ts';
import { useAppSession } from '../../providers/auth/use-app-session.ts';
import type { Plan } from '../../shared/plans.ts';
import { price, usePaymentSettings } from './use-payment-settings.ts';
import { ManageBilling } from './manage-billing.tsx';

export default function PlansPage() {
  const { pathname } = useLocation();
  const mode = pathname === '/trekai-payment' ? 'payment' : 'subscription';
  const { settings, error } = usePaymentSettings();
  const session = useAppSession();
  const active = session?.subscriptions?.length ?? 0;
  const [busy, setBusy] = useState<string>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => void reloadSubscriptions().catch(() => undefined), []);

  const pay = async (plan: Plan) => {
    setBusy(plan.id);
    setFailed(undefined);
    try {
      window.location.assign(await checkoutUrl(plan.id));
    } catch (err) {
      setFailed((err as Error).message);
      setBusy(undefined);
    }
  };

  const title = mode === 'payment' ? 'Pay for a semester' : 'Subscribe to TrekAI';
  const plans = settings?.plans.filter((p) => p.mode === mode) ?? [];
  return (
    <div style={{ maxWidth: 900 }}>
      <Typography.Title level={1}>{title}</Typography.Title>
      {active > 0 ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          message={`You have ${active} active subscription${active === 1 ? '' : 's'}.`}
          action={<Link to="/dashboard">Go to the dashboard</Link>}
        />
      ) : (
        <Typography.Paragraph>Choose a plan to start learning. You pay securely on Stripe's page.</Typography.Paragraph>
      )}
      {active > 0 && settings?.configured ? <ManageBilling /> : null}
      {error ? <Alert type="error" showIcon message="The plans could not be loaded" description={error} /> : null}
      {!settings && !error ? <Spin tip="Loading the plans…" /> : null}
      {settings && !settings.configured ? (
        <Alert
          type="warning"
          showIcon
          message="Payments are not set up"
          description="This server takes no card payments yet. Ask the platform's operators."
        />
      ) : null}
      {failed ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={failed} /> : null}
      {settings?.configured ? (
        <Row gutter={[16, 16]}>
          {plans.map((p) => (
            <Col key={p.id} xs={24} sm={12}>
              <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{p.label}</h2>}>
                <Typography.Paragraph>
                  {price(p)}, {p.months} month{p.months === 1 ? '' : 's'} of access
                  {p.mode === 'subscription' ? ', renews until cancelled' : ''}.
                </Typography.Paragraph>
                <Button type="primary" loading={busy === p.id} disabled={Boolean(busy)} onClick={() => pay(p)}>
                  {p.mode === 'subscription' ? `Subscribe ${p.label.toLowerCase()}` : `Pay ${price(p)}`}
                </Button>
              </Card>
            </Col>
          ))}
        </Row>
      ) : null}
      {mode === 'subscription' ? (
        <Typography.Paragraph style={{ marginTop: 16 }}>
          Prefer to pay once? <Link to="/trekai-payment">Pay for one semester</Link>.
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
