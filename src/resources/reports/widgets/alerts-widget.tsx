// The alerts widget (dashboard.alerts): grades still to enter and low section averages
// (dashboard/my_sections), and the students failing a section this term (alerts/failing_students),
// each linking to the section's gradebook; and the daily AI quotas near their limit (alerts/ai_quota).
import { Link } from 'react-router';
import { Alert, Space, Tag } from 'antd';
import { WidgetCard } from '../../../components/extension/widget-card.tsx';
import { useQueryRows } from '../../../providers/data/use-query-rows.ts';
import type { SectionWork } from './teaching-widgets.tsx';

interface Failing {
  id: string;
  section_id: number;
  section_name: string;
  student: string;
  average: number;
}

interface QuotaAlert {
  id: string;
  scope: 'school' | 'user';
  kind: 'requests' | 'tokens';
  used: number;
  limit: number;
  percent: number;
}

const quotaText = (r: QuotaAlert) =>
  `${r.scope === 'school' ? 'Your school has' : 'You have'} used ${r.used.toLocaleString()} of ${r.limit.toLocaleString()} AI ${r.kind} allowed today (${r.percent}%)`;

const SHOWN = 5;
/** an alert whose text opens the section's gradebook */
const linked = (key: string, type: 'warning' | 'error', sectionId: number, text: string) => (
  <Alert key={key} type={type} showIcon message={<Link to={`/section/${sectionId}/gradebook`}>{text}</Link>} />
);

export function Alerts() {
  const q = useQueryRows<SectionWork>('dashboard', 'my_sections', { rowsize: 200 });
  const f = useQueryRows<Failing>('alerts', 'failing_students', { rowsize: 200 });
  const quota = useQueryRows<QuotaAlert>('alerts', 'ai_quota', { rowsize: 20 });
  const toEnter = q.rows.filter((r) => r.to_enter > 0);
  const low = q.rows.filter((r) => r.average !== null && r.average < 60);
  const count = toEnter.length + low.length + f.rows.length + quota.rows.length;
  const shown =
    quota.rows.length + Math.min(toEnter.length, SHOWN) + Math.min(low.length, SHOWN) + Math.min(f.rows.length, SHOWN);
  return (
    <WidgetCard
      id="alerts"
      title="Alerts"
      loading={q.loading || f.loading || quota.loading}
      error={q.error ?? f.error ?? quota.error}
      onRetry={() => (q.retry(), f.retry(), quota.retry())}
    >
      {count === 0 ? (
        <Alert type="success" showIcon message="Nothing needs your attention" />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {quota.rows.map((r) => (
            <Alert key={`q${r.id}`} type={r.percent >= 100 ? 'error' : 'warning'} showIcon message={quotaText(r)} />
          ))}
          {toEnter
            .slice(0, SHOWN)
            .map((r) =>
              linked(
                `e${r.id}`,
                'warning',
                r.id,
                `${r.to_enter} grade(s) to enter in ${r.section_name} (${r.course_title})`,
              ),
            )}
          {low.slice(0, SHOWN).map((r) => (
            <Alert key={`l${r.id}`} type="error" showIcon message={`${r.section_name} averages ${r.average}%`} />
          ))}
          {f.rows
            .slice(0, SHOWN)
            .map((r) =>
              linked(`f${r.id}`, 'error', r.section_id, `${r.student} is failing ${r.section_name} (${r.average}%)`),
            )}
          {count > shown ? <Tag>{count - shown} more</Tag> : null}
        </Space>
      )}
    </WidgetCard>
  );
}
