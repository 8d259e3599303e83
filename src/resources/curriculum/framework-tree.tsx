// One framework's standards as a tree (parent codes first), read from curriculum/framework_standards.
import { Alert, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useQueryRows } from '../../providers/data/use-query-rows.ts';

interface Standard {
  id: number;
  parent_id: number | null;
  code: string;
  statement: string;
  grade_levels: string[];
}

function toTree(rows: Standard[]): DataNode[] {
  const nodes = new Map<number, DataNode>();
  const roots: DataNode[] = [];
  for (const s of rows) {
    const grades = s.grade_levels.length ? ` (grades ${s.grade_levels.join(', ')})` : '';
    nodes.set(s.id, { key: s.id, title: `${s.code} ${s.statement}${grades}`, children: [] });
  }
  for (const s of rows) {
    const parent = s.parent_id === null ? undefined : nodes.get(s.parent_id);
    (parent ? parent.children! : roots).push(nodes.get(s.id)!);
  }
  return roots;
}

export function FrameworkTree({ frameworkId }: { frameworkId: number }) {
  const q = useQueryRows<Standard>('curriculum', 'framework_standards', {
    filters: [{ field: 'framework_id', operator: 'eq', value: frameworkId }],
    rowsize: 500,
  });
  if (q.loading) return <Spin />;
  if (q.error)
    return <Alert type="error" showIcon message="The standards cannot be loaded" description={q.error.message} />;
  if (q.rows.length === 0) return <span>No standards</span>;
  return <Tree treeData={toTree(q.rows)} defaultExpandAll selectable={false} />;
}
