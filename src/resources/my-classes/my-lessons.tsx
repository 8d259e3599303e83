// A student's lessons under /my-classes: per class this term, its course's published units and
// lessons in order (classes/my_lessons, server/people/my-classes-queries.ts), each lesson a link to
// /my-classes/lessons/:lessonId (lesson-page.tsx).
import { Link } from 'react-router';
import { Card, Empty, Skeleton, Typography } from 'antd';
import { PanelLoadFailure } from '../../components/load-failure.tsx';
import { useQueryRows } from '../../providers/data/use-query-rows.ts';

export interface LessonRow {
  id: number;
  section_id: number;
  section_code: string | null;
  section_name: string;
  course_title: string;
  element_type: 'unit' | 'video' | 'text' | 'document' | 'link';
  title: string;
  body: string;
  url: string | null;
  position: number;
}

/** every published lesson of the student's classes, in course order */
export const useMyLessons = () => useQueryRows<LessonRow>('classes', 'my_lessons', { rowsize: 500 });

function ClassLessons({ rows }: { rows: LessonRow[] }) {
  const first = rows[0];
  return (
    <Card size="small" title={`${first.course_title} · ${first.section_name}`} style={{ marginBottom: 12 }}>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((r) =>
          r.element_type === 'unit' ? (
            <li key={r.id}>
              <Typography.Text strong>{r.title}</Typography.Text>
            </li>
          ) : (
            <li key={r.id} style={{ paddingInlineStart: 16 }}>
              <Link to={`/my-classes/lessons/${r.id}`}>{r.title}</Link>
            </li>
          ),
        )}
      </ol>
    </Card>
  );
}

export function MyLessonsPanel() {
  const lessons = useMyLessons();
  const body = () => {
    if (lessons.error)
      return <PanelLoadFailure what="Your lessons" message={lessons.error.message} onRetry={lessons.retry} />;
    if (lessons.loading) return <Skeleton active />;
    if (lessons.rows.length === 0) return <Empty description="No lessons yet" />;
    const byClass = new Map<number, LessonRow[]>();
    for (const r of lessons.rows) byClass.set(r.section_id, [...(byClass.get(r.section_id) ?? []), r]);
    return [...byClass.values()].map((rows) => <ClassLessons key={rows[0].section_id} rows={rows} />);
  };
  return (
    <section aria-labelledby="my-lessons" data-testid="my-lessons" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="my-lessons">
        My lessons
      </Typography.Title>
      {body()}
    </section>
  );
}
