// One cell: allowed, or the reason in words (never colour alone), the full message as its title.
// Plain tags with a native title: the grid has hundreds of cells, so no per-cell popups.
import { Tag } from 'antd';
import type { MatrixCell as Cell } from '../../policies/access-matrix.ts';

export function MatrixCell({ cell }: { cell: Cell | undefined }) {
  if (!cell) return null;
  if (cell.allow) return <Tag color="green">Allowed</Tag>;
  const r = cell.reason;
  const label =
    r.code === 'blocked_path'
      ? 'Blocked for tenant'
      : r.code === 'missing_permission'
        ? `Needs ${r.permission}`
        : r.code === 'sign_in_required'
          ? 'Sign-in needed'
          : r.code === 'operator_only'
            ? 'Operators only'
            : 'Unknown route';
  return (
    <Tag color={r.code === 'blocked_path' ? 'volcano' : 'gold'} data-reason={r.code} title={cell.message}>
      {label}
    </Tag>
  );
}
