// The operator's widget: every tenant's accounts and teacher-tool use over 30 days.
import { Chart } from '../../../components/charts/chart.tsx';
import { WidgetCard } from '../../../components/extension/widget-card.tsx';
import { useQueryRows } from '../../../providers/data/use-query-rows.ts';

interface TenantUse {
  id: number;
  title: string;
  users: number;
  ai_runs: number;
}

export function TenantOverview() {
  const q = useQueryRows<TenantUse>('dashboard', 'tenant_overview', { rowsize: 200 });
  const data = q.rows.flatMap((r) => [
    { tenant: r.title, measure: 'Accounts', value: r.users },
    { tenant: r.title, measure: 'AI runs (30 days)', value: r.ai_runs },
  ]);
  return (
    <WidgetCard id="tenants" title="Tenants" loading={q.loading} error={q.error} onRetry={q.retry}>
      <Chart
        kind="column"
        id="tenants"
        title="Accounts and AI use by tenant"
        summary={`${q.rows.length} tenant(s)`}
        data={data}
        x="tenant"
        y="value"
        series="measure"
      />
    </WidgetCard>
  );
}
