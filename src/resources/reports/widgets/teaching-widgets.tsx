// The teacher's widgets: this term's sections with their averages and grading work, alerts for
// grades still to enter and low averages, and what is due soon.
import { Link } from 'react-router';
import { Alert, List, Space, Table, Tag } from 'antd';
import { Chart } from '../../../components/charts/chart.tsx';
import { WidgetCard } from '../../../components/extension/widget-card.tsx';
import { useQueryRows } from '../../../providers/data/use-query-rows.ts';

interface SectionWork {
  id: number;
  section_name: string;
  course_title: string;
  students: number;
  average: number | null;
  to_enter: number;
  due_this_week: number;
}

export function MySections() {
  const q = useQueryRows<SectionWork>('dashboard', 'my_sections', { rowsize: 100 });
  const data = q.rows.filter((r) => r.average !== null).map((r) => ({ section: r.section_name, average: r.average }));
  return (
    <WidgetCard id="my-sections" title="My sections this term" loading={q.loading} error={q.error} onRetry={q.retry}>
      <Chart
        kind="column"
        id="section-averages"
        title="Average score per section (%)"
        data={data}
        x="section"
        y="average"
        height={200}
      />
      <div style={{ overflowX: 'auto' }}>
        <Table<SectionWork>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={q.rows}
          columns={[
            { title: 'Section', dataIndex: 'section_name', render: (v, r) => <Link to={`/section/${r.id}`}>{v}</Link> },
            { title: 'Course', dataIndex: 'course_title' },
            { title: 'Students', dataIndex: 'students' },
            { title: 'To grade', dataIndex: 'to_enter' },
            { title: 'Due this week', dataIndex: 'due_this_week' },
          ]}
        />
      </div>
    </WidgetCard>
  );
}

export function Alerts() {
  const q = useQueryRows<SectionWork>('dashboard', 'my_sections', { rowsize: 200 });
  const toEnter = q.rows.filter((r) => r.to_enter > 0);
  const low = q.rows.filter((r) => r.average !== null && r.average < 60);
  const count = toEnter.length + low.length;
  return (
    <WidgetCard id="alerts" title="Alerts" loading={q.loading} error={q.error} onRetry={q.retry}>
      {count === 0 ? (
        <Alert type="success" showIcon message="Nothing needs your attention" />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {toEnter.slice(0, 5).map((r) => (
            <Alert
              key={`e${r.id}`}
              type="warning"
              showIcon
              message={`${r.to_enter} grade(s) to enter in ${r.section_name} (${r.course_title})`}
            />
          ))}
          {low.slice(0, 5).map((r) => (
            <Alert key={`l${r.id}`} type="error" showIcon message={`${r.section_name} averages ${r.average}%`} />
          ))}
          {count > 10 ? <Tag>{count - 10} more</Tag> : null}
        </Space>
      )}
    </WidgetCard>
  );
}

interface Due {
  id: number;
  title: string;
  course_title: string;
  section_name: string;
  due_date: string;
}

export function DueSoon() {
  const q = useQueryRows<Due>('dashboard', 'due_soon', { rowsize: 8 });
  return (
    <WidgetCard id="due-soon" title="Due in the next two weeks" loading={q.loading} error={q.error} onRetry={q.retry}>
      <List
        size="small"
        dataSource={q.rows}
        locale={{ emptyText: 'Nothing due' }}
        renderItem={(r) => (
          <List.Item>
            <List.Item.Meta title={r.title} description={`${r.course_title} · ${r.section_name}`} />
            {new Date(r.due_date).toLocaleDateString()}
          </List.Item>
        )}
      />
    </WidgetCard>
  );
}

interface Grade {
  id: number;
  assignment: string;
  course_title: string;
  percent: number | null;
  mark: string | null;
}

export function RecentGrades() {
  const q = useQueryRows<Grade>('students', 'grades', { rowsize: 8 });
  return (
    <WidgetCard id="recent-grades" title="Recent grades" loading={q.loading} error={q.error} onRetry={q.retry}>
      <List
        size="small"
        dataSource={q.rows}
        locale={{ emptyText: 'No grades yet' }}
        renderItem={(r) => (
          <List.Item>
            <List.Item.Meta title={r.assignment} description={r.course_title} />
            {r.mark ? <Tag>{r.mark}</Tag> : null}
            {r.percent === null ? '—' : `${r.percent}%`}
          </List.Item>
        )}
      />
    </WidgetCard>
  );
}
