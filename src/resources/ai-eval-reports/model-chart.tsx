// The models' overall pass rates (every property of every tool of each model's latest run) as
// bars, best first, with the same figures in words for screen readers.
import { Chart } from '../../components/charts/chart.tsx';
import type { EvalReportRowBody } from '../../shared/eval-report.ts';
import { percent, reportTotals } from './compare.ts';

const BAR_PX = 32;

export function ModelChart({ reports }: { reports: readonly EvalReportRowBody[] }) {
  const bars = reports
    .map((r) => ({ model: r.model, percent: percent(reportTotals(r)) ?? 0 }))
    .sort((a, b) => b.percent - a.percent);
  return (
    <Chart
      kind="bar"
      id="eval-pass-rate"
      title="Overall pass rate per model (%)"
      summary={bars.map((b) => `${b.model}: ${b.percent}%`).join(', ')}
      data={bars}
      x="model"
      y="percent"
      height={Math.max(120, bars.length * BAR_PX + 48)}
    />
  );
}
