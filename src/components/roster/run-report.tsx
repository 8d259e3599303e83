// A roster sync run as the SKY import and the OneRoster REST sync show it: what it changed in one
// phrase, and its problems (the roster engine's, by file or collection, line and field).
import { List } from 'antd';

export interface RosterRun {
  counts: Record<string, { create: number; update: number; delete: number }>;
  errors: { file: string; line: number; field: string; message: string }[];
}

/** "3 created, 1 updated, 1 removed or withdrawn" over all files; "no changes" when nothing differs. */
export function runSummary(run: RosterRun): string {
  const t = { create: 0, update: 0, delete: 0 };
  for (const c of Object.values(run.counts)) {
    t.create += c.create;
    t.update += c.update;
    t.delete += c.delete;
  }
  const parts = [
    t.create && `${t.create} created`,
    t.update && `${t.update} updated`,
    t.delete && `${t.delete} removed or withdrawn`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'no changes';
}

export function RunProblems({ run }: { run: RosterRun }) {
  return (
    <List
      size="small"
      dataSource={run.errors}
      renderItem={(e) => (
        <List.Item>
          {e.file}
          {e.line ? ` line ${e.line}` : ''}
          {e.field ? ` (${e.field})` : ''}: {e.message}
        </List.Item>
      )}
    />
  );
}
