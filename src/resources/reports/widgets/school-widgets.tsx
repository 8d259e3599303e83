// The administrator's school widgets: head counts, teacher-tool use over 30 days, and how this
// term's graded scores spread over the grade bands.
import { Col, Row, Statistic } from 'antd';
import { Chart } from '../../../components/charts/chart.tsx';
import { WidgetCard } from '../../../components/extension/widget-card.tsx';
import { useQueryRows } from '../../../providers/data/use-query-rows.ts';
import type { StatRow } from '../use-report-rows.ts';

interface Counts {
  students: number;
  teachers: number;
  sections: number;
  active_users: number;
  ai_users: number;
}
const COUNTS: [keyof Counts, string][] = [
  ['students', 'Students'],
  ['teachers', 'Teachers'],
  ['sections', 'Sections this term'],
  ['active_users', 'Active accounts'],
  ['ai_users', 'AI users, 30 days'],
];

export function SchoolCounts() {
  const q = useQueryRows<Counts>('dashboard', 'school_counts');
  const c = q.rows[0];
  return (
    <WidgetCard id="school-counts" title="Your school" loading={q.loading} error={q.error} onRetry={q.retry}>
      <Row gutter={[16, 16]}>
        {COUNTS.map(([k, label]) => (
          <Col key={k} xs={12} sm={8} md={4} style={{ minWidth: 120 }}>
            <Statistic title={label} value={c?.[k] ?? 0} />
          </Col>
        ))}
      </Row>
    </WidgetCard>
  );
}

export function AiUse() {
  const q = useQueryRows<{ day: string; runs: number; users: number }>('dashboard', 'ai_use_daily', { rowsize: 31 });
  const data = q.rows.map((r) => ({ day: String(r.day).slice(0, 10), runs: r.runs }));
  const total = data.reduce((n, r) => n + r.runs, 0);
  return (
    <WidgetCard id="ai-use" title="Teacher tools, last 30 days" loading={q.loading} error={q.error} onRetry={q.retry}>
      <Chart
        kind="line"
        id="ai-use"
        title="Tool runs per day"
        summary={`${total} run(s)`}
        data={data}
        x="day"
        y="runs"
      />
    </WidgetCard>
  );
}

const BANDS = ['A', 'B', 'C', 'D', 'F'] as const;

export function GradeBands() {
  const q = useQueryRows<StatRow>('reports', 'assignment_stats', {
    filters: [{ field: 'current_term', operator: 'eq', value: true }],
    rowsize: 500,
  });
  const data = BANDS.map((band) => ({ band, scores: q.rows.reduce((n, r) => n + (r.bands?.[band] ?? 0), 0) }));
  const graded = data.reduce((n, b) => n + b.scores, 0);
  return (
    <WidgetCard id="grade-bands" title="Grades this term" loading={q.loading} error={q.error} onRetry={q.retry}>
      <Chart
        kind="column"
        id="grade-bands"
        title="Graded scores by band"
        summary={`${graded} score(s) over ${q.rows.length} assignment(s): ${data.map((b) => `${b.band} ${b.scores}`).join(', ')}`}
        data={graded ? data : []}
        x="band"
        y="scores"
      />
    </WidgetCard>
  );
}
