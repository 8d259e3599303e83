// A gradebook cell: an input saved as the teacher types (use-grade-cell.ts), with its state as a
// colour and a tooltip, and the keys of a spreadsheet: arrows, Enter (down) and Tab (right).
import { memo, useCallback, type KeyboardEvent } from 'react';
import { Tooltip } from 'antd';
import { useGradeCell, type Cell } from './use-grade-cell.ts';
import { GRADE_HELP } from '../../shared/grade-text.ts';

const BORDER = { idle: '#d9d9d9', saving: '#1867C0', saved: '#389e0d', error: '#cf1322', conflict: '#d46b08' };

export const cellKey = (row: number, col: number) => `${row}:${col}`;

function move(e: KeyboardEvent<HTMLInputElement>, row: number, col: number) {
  const input = e.currentTarget;
  const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
  const atEnd = input.selectionStart === input.value.length;
  const to =
    e.key === 'ArrowDown' || e.key === 'Enter'
      ? [row + 1, col]
      : e.key === 'ArrowUp'
        ? [row - 1, col]
        : e.key === 'ArrowRight' && atEnd
          ? [row, col + 1]
          : e.key === 'ArrowLeft' && atStart
            ? [row, col - 1]
            : null;
  if (!to) return;
  const next = document.querySelector<HTMLInputElement>(`[data-cell="${cellKey(to[0], to[1])}"]`);
  if (!next) return;
  e.preventDefault();
  next.focus();
  next.select();
}

/** Memoized: typing in one cell, or one cell's save, leaves the other cells of the grid alone. */
export const GradeCell = memo(function GradeCell(props: {
  row: number;
  col: number;
  label: string;
  assignmentId: number;
  studentId: number;
  cell: Cell | undefined;
  disabled: boolean;
  /** passed back to onSaved: which cell of the grid was saved */
  savedKey: string;
  onSaved: (savedKey: string, cell: Cell) => void;
}) {
  const { onSaved: report, savedKey } = props;
  const onSaved = useCallback((cell: Cell) => report(savedKey, cell), [report, savedKey]);
  const g = useGradeCell({ ...props, onSaved });
  const message = g.state.kind === 'error' || g.state.kind === 'conflict' ? g.state.message : undefined;
  return (
    <Tooltip title={message} open={message ? undefined : false}>
      <input
        data-cell={cellKey(props.row, props.col)}
        data-state={g.state.kind}
        aria-label={props.label}
        aria-invalid={g.state.kind === 'error' || undefined}
        title={message ?? GRADE_HELP}
        value={g.text}
        disabled={props.disabled}
        onChange={(e) => g.type(e.target.value)}
        onBlur={g.flush}
        onKeyDown={(e) => {
          if (e.key === 'Enter') g.flush();
          move(e, props.row, props.col);
        }}
        style={{
          width: 64,
          height: 26,
          boxSizing: 'border-box',
          padding: '2px 6px',
          textAlign: 'right',
          border: `1px solid ${BORDER[g.state.kind]}`,
          borderRadius: 4,
          background: g.state.kind === 'saved' ? '#f6ffed' : undefined,
        }}
      />
    </Tooltip>
  );
});
