// The report's two charts: the measure per assignment, and how the graded scores spread over
// the grade bands (A 90+, B 80s, C 70s, D 60s, F below 60), summed over the assignments shown (the
// page's term, course, section and the table's search). The assignments are horizontal bars, the
// latest first, each labelled on one line beside its bar, so the names stay readable at any width.
import { Card, Col, Row } from 'antd';
import { Chart } from '../../components/charts/chart.tsx';
import type { StatRow } from './use-report-rows.ts';

const BANDS = ['A', 'B', 'C', 'D', 'F'] as const;
const MAX_BARS = 20;
const BAR_PX = 24;

export function ReportCharts({ rows, measure }: { rows: StatRow[]; measure: 'average' | 'median' }) {
  const measured = rows.filter((r) => r[measure] !== null);
  const bars = measured
    .slice(-MAX_BARS)
    .reverse()
    .map((r) => ({ assignment: `${r.title} · ${r.section_name}`, percent: r[measure] }));
  const bands = BANDS.map((band) => ({ band, scores: rows.reduce((n, r) => n + (r.bands?.[band] ?? 0), 0) }));
  const graded = bands.reduce((n, b) => n + b.scores, 0);
  const word = measure === 'average' ? 'Average' : 'Median';
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} lg={14}>
        <Card size="small">
          <Chart
            kind="bar"
            id="per-assignment"
            title={`${word} score per assignment (%)`}
            summary={
              measured.length > MAX_BARS
                ? `The ${MAX_BARS} latest of ${measured.length} graded assignments`
                : `${measured.length} graded assignment(s)`
            }
            data={bars}
            x="assignment"
            y="percent"
            height={Math.max(160, bars.length * BAR_PX + 48)}
          />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card size="small">
          <Chart
            kind="column"
            id="distribution"
            title="Score distribution by grade band"
            summary={`${graded} graded score(s): ${bands.map((b) => `${b.band} ${b.scores}`).join(', ')}`}
            data={graded ? bands : []}
            x="band"
            y="scores"
          />
        </Card>
      </Col>
    </Row>
  );
}
