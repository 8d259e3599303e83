// The gradebook's header cells and rows, memoized: a saved grade re-renders its row (whose other
// cells are memoized too) and the header of its column when the column's average moved, not the
// whole grid of 35 × 40 cells with an antd Button and Popover per column.
import { memo } from 'react';
import { Button } from 'antd';
import { GradeCell } from './grade-cell.tsx';
import { FillColumn } from './fill-column.tsx';
import { studentAverage } from '../../shared/grade-math.ts';
import type { AssignmentRow } from './assignment-drawer.tsx';
import type { Cell } from './use-grade-cell.ts';
import type { GradeWeights } from '../../shared/grade-weights.ts';

export interface RosterRow {
  id: number;
  first_name: string;
  last_name: string;
  cells: Record<string, Cell>;
}

export type Column = AssignmentRow & { max_points: number };

export const pct = (v: number | null) => (v === null ? '—' : `${v}%`);
export const TH = { padding: '4px 8px', textAlign: 'left' as const, whiteSpace: 'nowrap' as const, fontWeight: 500 };

// A grade cell's box does not depend on what is typed in it (contain: strict, the input's own size),
// so a keystroke lays out that cell only, not the whole auto-sized table of 1,400 inputs: in
// bench/gradebook-keys that took the keystroke's p50 from about 120 ms to about 30 ms.
const CELL_TD = { padding: '2px 6px', contain: 'strict', width: 64, height: 26 } as const;

export const ColumnHeader = memo(function ColumnHeader(props: {
  column: Column;
  average: number | null;
  canFill: boolean;
  onOpen: (id: string) => void;
  onFilled: () => void;
}) {
  const a = props.column;
  return (
    <th scope="col" style={TH}>
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => props.onOpen(String(a.id))}>
        {a.title}
      </Button>
      <div style={{ fontSize: 12, fontWeight: 400 }}>
        {a.max_points} pts · avg {pct(props.average)}
        {props.canFill ? (
          <>
            {' · '}
            <FillColumn assignmentId={a.id} title={a.title} onFilled={props.onFilled} />
          </>
        ) : null}
      </div>
    </th>
  );
});

export const GradebookRow = memo(function GradebookRow(props: {
  row: RosterRow;
  index: number;
  columns: readonly Column[];
  weights: GradeWeights | null;
  disabled: boolean;
  onCellSaved: (savedKey: string, cell: Cell) => void;
}) {
  const { row: r, index, columns } = props;
  const name = `${r.first_name} ${r.last_name}`;
  return (
    <tr style={{ borderTop: '1px solid #f0f0f0' }}>
      <th scope="row" style={TH}>
        {r.last_name}, {r.first_name}
      </th>
      {columns.map((a, ci) => (
        <td key={a.id} style={CELL_TD}>
          <GradeCell
            row={index}
            col={ci}
            label={`${a.title}, ${name}`}
            assignmentId={a.id}
            studentId={r.id}
            cell={r.cells[String(a.id)]}
            disabled={props.disabled}
            savedKey={`${r.id}:${a.id}`}
            onSaved={props.onCellSaved}
          />
        </td>
      ))}
      <td data-testid={`average-${r.id}`} style={{ padding: '2px 8px', textAlign: 'right' }}>
        {pct(studentAverage(r.cells, columns, props.weights))}
      </td>
    </tr>
  );
});
