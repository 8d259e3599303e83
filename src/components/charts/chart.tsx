// One chart: a titled figure whose drawing loads after the page (the chart library is a lazy
// chunk, about 425 kB gzip). The caption and the summary say in words what the bars show, for
// screen readers and for a chart that has nothing to draw.
import { lazy, Suspense } from 'react';
import { Empty, Skeleton, Typography } from 'antd';
import type { ViewProps } from './chart-views.tsx';

const views = () => import('./chart-views.tsx');
const VIEWS = {
  column: lazy(() => views().then((m) => ({ default: m.ColumnView }))),
  line: lazy(() => views().then((m) => ({ default: m.LineView }))),
  bar: lazy(() => views().then((m) => ({ default: m.BarView }))),
};

export interface ChartProps extends Omit<ViewProps, 'height'> {
  kind: keyof typeof VIEWS;
  id: string;
  title: string;
  summary?: string;
  height?: number;
}

export function Chart({ kind, id, title, summary, height = 240, ...view }: ChartProps) {
  const View = VIEWS[kind];
  return (
    <figure style={{ margin: 0, minWidth: 0 }} data-testid={`chart-${id}`} aria-label={title}>
      <figcaption>
        <Typography.Text strong>{title}</Typography.Text>
        {summary ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
            {summary}
          </Typography.Paragraph>
        ) : null}
      </figcaption>
      {view.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing to chart yet" />
      ) : (
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
          <View {...view} height={height} />
        </Suspense>
      )}
    </figure>
  );
}
