// "Manage billing": Stripe's customer portal for the signed-in payer's cards, invoices and
// cancellation (POST /api/payments/stripe/portal, docs/commerce.md).
import { Alert, Button } from 'antd';
import { portalUrl } from './payments-api.ts';
import { useSubmit } from '../../components/form/use-submit.ts';

const openPortal = async () => window.location.assign(await portalUrl());

export function ManageBilling() {
  const { busy, error, submit } = useSubmit<void>(openPortal);
  return (
    <div style={{ marginBottom: 16 }}>
      <Button loading={busy} onClick={() => void submit()}>
        Manage billing
      </Button>
      {error ? <Alert type="error" showIcon role="alert" message={error} style={{ marginTop: 8 }} /> : null}
    </div>
  );
}
