// The chart library's components, in their own chunk: only src/components/charts/chart.tsx
// imports this file, lazily, so pages paint before the charts' code arrives.
import { Bar, Column, Line } from '@ant-design/charts';

export interface ViewProps {
  data: Record<string, unknown>[];
  x: string;
  y: string;
  /** a field whose values colour (and group) the bars or lines */
  series?: string;
  height: number;
  /** the longest category label drawn (longer ones end in "…"; the tooltip has the whole) */
  labelChars?: number;
}

const shorten = (max: number) => (text: string) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function ColumnView({ data, x, y, series, height }: ViewProps) {
  return (
    <Column
      data={data}
      xField={x}
      yField={y}
      colorField={series}
      group={Boolean(series)}
      height={height}
      autoFit
      axis={{ x: { labelAutoHide: true, labelAutoRotate: true } }}
    />
  );
}

export function LineView({ data, x, y, series, height }: ViewProps) {
  return <Line data={data} xField={x} yField={y} colorField={series} height={height} autoFit point />;
}

/** Horizontal bars: one per category, each label on one line beside its bar (many long labels) */
export function BarView({ data, x, y, height, labelChars = 28 }: ViewProps) {
  return (
    <Bar
      data={data}
      xField={x}
      yField={y}
      height={height}
      autoFit
      axis={{ x: { labelFormatter: shorten(labelChars), labelAutoHide: false, labelAutoRotate: false, title: false } }}
    />
  );
}
