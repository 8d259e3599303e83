// GET /api/payments/settings (public): whether payments are set up, and the plans on offer.
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import type { Plan } from '../../shared/plans.ts';

export interface PaymentSettings {
  configured: boolean;
  plans: Plan[];
}

export function usePaymentSettings() {
  const answer = useApiAnswer<{ data: PaymentSettings }>('/payments/settings');
  return { settings: answer.data?.data, error: answer.error?.message };
}

export const price = (p: Plan) =>
  `$${p.amount}${p.interval === 'month' ? ' a month' : p.interval === 'year' ? ' a year' : ''}`;
