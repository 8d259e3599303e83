// The administrator's dashboard alert for teachers' documents (licences, IDs) that have expired or
// expire within 60 days, soonest first; rejected ones are left out (a new one is awaited anyway).
import { Link } from 'react-router';
import { Alert, Space } from 'antd';
import dayjs from 'dayjs';
import { WidgetCard } from '../../components/extension/widget-card.tsx';
import { useQueryRows } from '../../providers/data/use-query-rows.ts';
import type { DocumentRow } from '../../shared/rows/document-row.ts';

const WITHIN_DAYS = 60;

export function ExpiringDocuments() {
  const until = dayjs().add(WITHIN_DAYS, 'day').format('YYYY-MM-DD');
  const q = useQueryRows<DocumentRow>('documents', 'teacher_documents', {
    rowsize: 20,
    filters: [
      { field: 'expires_on', operator: 'lte', value: until },
      { field: 'status', operator: 'in', value: ['pending', 'approved'] },
    ],
  });
  const rows = [...q.rows].sort((a, b) => String(a.expires_on).localeCompare(String(b.expires_on)));
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <WidgetCard
      id="expiring-documents"
      title="Licences near expiry"
      loading={q.loading}
      error={q.error}
      onRetry={q.retry}
    >
      {rows.length === 0 ? (
        <Alert type="success" showIcon message={`No teacher document expires in the next ${WITHIN_DAYS} days`} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {rows.slice(0, 8).map((r) => {
            const day = String(r.expires_on).slice(0, 10);
            const past = day < today;
            return (
              <Alert
                key={r.id}
                type={past ? 'error' : 'warning'}
                showIcon
                message={`${r.owner}: ${r.doc_type} ${past ? 'expired' : 'expires'} on ${day}`}
              />
            );
          })}
          <Link to="/teacher-documents">Open teacher documents</Link>
        </Space>
      )}
    </WidgetCard>
  );
}
