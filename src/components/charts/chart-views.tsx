// The chart library's components, in their own chunk: only src/components/charts/chart.tsx
// imports this file, lazily, so pages paint before the charts' code arrives.
import { Column, Line } from '@ant-design/charts';

export interface ViewProps {
  data: Record<string, unknown>[];
  x: string;
  y: string;
  /** a field whose values colour (and group) the bars or lines */
  series?: string;
  height: number;
}

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
