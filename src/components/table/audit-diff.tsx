// What one audit record changed: the fields whose value differs between before and after.
import { Typography } from 'antd';

type Json = Record<string, unknown> | null | undefined;
const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
const HIDDEN = new Set(['version', 'updated_at', 'created_at']);

export function changedFields(before: Json, after: Json): { field: string; from: unknown; to: unknown }[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !HIDDEN.has(k));
  return keys
    .map((field) => ({ field, from: before?.[field], to: after?.[field] }))
    .filter((c) => JSON.stringify(c.from) !== JSON.stringify(c.to));
}

export function AuditDiff({ before, after }: { before: Json; after: Json }) {
  const changes = changedFields(before, after);
  if (!before && !after) return <Typography.Text type="secondary">no details</Typography.Text>;
  if (changes.length === 0) return <Typography.Text type="secondary">no field changed</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingLeft: 18 }}>
      {changes.map((c) => (
        <li key={c.field}>
          <Typography.Text strong>{c.field}</Typography.Text>:{' '}
          {before ? (
            <>
              <Typography.Text delete type="secondary">
                {show(c.from)}
              </Typography.Text>
              {' → '}
            </>
          ) : null}
          <Typography.Text>{after ? show(c.to) : '(deleted)'}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
