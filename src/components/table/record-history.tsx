// "History" from a row menu: the audit records of one record (who changed what, when), newest
// first, with a link to the full audit log filtered to it.
import { Drawer, Empty, List, Result, Typography } from 'antd';
import { Link } from 'react-router';
import { useList } from '@refinedev/core';
import { AuditDiff } from './audit-diff.tsx';

interface AuditRow {
  id: number;
  at: string;
  user_email: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface HistoryTarget {
  resource: string;
  recordId: string | number;
  label: string;
}

export function auditLogLink(resource: string, recordId: string | number) {
  const q = new URLSearchParams();
  q.set('filters[0][field]', 'resource');
  q.set('filters[0][operator]', 'eq');
  q.set('filters[0][value]', resource);
  q.set('filters[1][field]', 'record_id');
  q.set('filters[1][operator]', 'eq');
  q.set('filters[1][value]', String(recordId));
  return `/admin/audit-log?${q}`;
}

export function RecordHistory({ target, onClose }: { target?: HistoryTarget; onClose: () => void }) {
  const { result, query } = useList<AuditRow>({
    resource: 'audit_log',
    filters: target
      ? [
          { field: 'resource', operator: 'eq', value: target.resource },
          { field: 'record_id', operator: 'eq', value: String(target.recordId) },
        ]
      : [],
    sorters: [{ field: 'at', order: 'desc' }],
    pagination: { pageSize: 50 },
    queryOptions: { enabled: Boolean(target) },
    errorNotification: false,
  });
  return (
    <Drawer
      open={Boolean(target)}
      onClose={onClose}
      width={520}
      title={target ? `History of ${target.label}` : ''}
      destroyOnHidden
      extra={target ? <Link to={auditLogLink(target.resource, target.recordId)}>Open in the audit log</Link> : null}
    >
      {query.isError ? (
        <Result
          status="warning"
          title="The history could not be loaded"
          subTitle={(query.error as { message?: string } | null)?.message}
        />
      ) : (
        <List<AuditRow>
          loading={query.isLoading}
          dataSource={result?.data ?? []}
          locale={{ emptyText: <Empty description="No recorded changes" /> }}
          renderItem={(r) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <>
                    {r.action}{' '}
                    <Typography.Text type="secondary">
                      by {r.user_email ?? 'a removed user'} · {new Date(r.at).toLocaleString()}
                    </Typography.Text>
                  </>
                }
                description={<AuditDiff before={r.before} after={r.after} />}
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
