// The teacher's widgets: this term's sections with their averages and grading work, and what is
// due soon (the alerts are alerts-widget.tsx).
import { Link } from 'react-router';
import { List, Tag } from 'antd';
import { Chart } from '../../../components/charts/chart.tsx';
import { WidgetCard } from '../../../components/extension/widget-card.tsx';
import { DataGrid, localRows } from '../../../components/table/data-grid.tsx';
import { useQueryRows } from '../../../providers/data/use-query-rows.ts';

export interface SectionWork {
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
      <DataGrid<SectionWork>
        plain
        rows={localRows(q.rows)}
        columns={[
          {
            field: 'section_name',
            title: 'Section',
            render: (v, r) => <Link to={`/section/${r.id}`}>{String(v)}</Link>,
          },
          { field: 'course_title', title: 'Course' },
          { field: 'students', title: 'Students' },
          { field: 'to_enter', title: 'To grade' },
          { field: 'due_this_week', title: 'Due this week' },
        ]}
      />
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
