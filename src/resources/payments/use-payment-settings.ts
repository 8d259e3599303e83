// GET /api/payments/settings (public): whether payments are set up, and the plans on offer.
import { useEffect, useState } from 'react';
import { apiFetch } from '../../providers/http-client.ts';
import type { Plan } from '../../shared/plans.ts';

export interface PaymentSettings {
  configured: boolean;
  plans: Plan[];
}

export function usePaymentSettings() {
  const [settings, setSettings] = useState<PaymentSettings>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    apiFetch<{ data: PaymentSettings }>('/payments/settings').then(
      (r) => setSettings(r.data),
      (err: Error) => setError(err.message),
    );
  }, []);
  return { settings, error };
}

export const price = (p: Plan) =>
  `$${p.amount}${p.interval === 'month' ? ' a month' : p.interval === 'year' ? ' a year' : ''}`;
