// A student's own grades under /my-classes and /my-courses: per section its published
// assignments with the student's score and mark, and its average (weighted when the section has
// category weights: the gradebook's own studentAverage). The server returns the student's rows only.
import type { ComponentType } from 'react';
import { Card, Empty, Skeleton, Typography } from 'antd';
import { PanelLoadFailure } from '../../components/load-failure.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import { useQueryRows } from '../../providers/data/use-query-rows.ts';
import { studentAverage } from '../../shared/grade-math.ts';
import { gradeText } from '../../shared/grade-text.ts';
import { AssignmentAttachments } from '../../components/assignment-attachments.tsx';
import type { GradeMark } from '../../shared/entities/grades.ts';
import type { GradeWeights } from '../../shared/grade-weights.ts';

interface GradeRow {
  id: number;
  section_id: number;
  section_name: string;
  course_title: string;
  term: string | null;
  title: string;
  category: string;
  due_date: string | null;
  max_points: number;
  score: number | null;
  mark: GradeMark | null;
  grade_weights: GradeWeights | null;
}

function SectionGrades({ rows }: { rows: GradeRow[] }) {
  const first = rows[0];
  const cells = Object.fromEntries(rows.map((r) => [String(r.id), { score: r.score, mark: r.mark }]));
  const avg = studentAverage(cells, rows, first.grade_weights);
  return (
    <Card
      size="small"
      title={`${first.course_title} · ${first.section_name}${first.term ? ` · ${first.term}` : ''}`}
      extra={<span data-testid={`my-average-${first.section_id}`}>Average: {avg === null ? '—' : `${avg}%`}</span>}
      style={{ marginBottom: 12 }}
    >
      <DataGrid<GradeRow>
        plain
        rows={localRows(rows)}
        expand={{ render: (r) => <AssignmentAttachments assignmentId={r.id} /> }}
        columns={[
          { field: 'title', title: 'Assignment' },
          { field: 'category', title: 'Category' },
          { field: 'due_date', title: 'Due', render: (v) => (v as string | null) ?? '—' },
          {
            field: 'grade',
            title: 'Grade',
            render: (_v, r) => `${gradeText(r) || '—'} / ${r.max_points}`,
          },
        ]}
      />
    </Card>
  );
}

/** The page followed by the grades (and any other student panel, such as the lessons), shown to
 * those who hold my_course.read (students); for anyone else they are not asked for. */
export function withMyGrades(Page: ComponentType, Before?: ComponentType) {
  return function PageWithGrades() {
    const held = useHeldPermissions(['my_course.read']);
    const student = held.has('my_course.read');
    return (
      <>
        <Page />
        {student && Before ? <Before /> : null}
        {student ? <MyGradesPanel /> : null}
      </>
    );
  };
}

function MyGradesPanel() {
  const grades = useQueryRows<GradeRow>('grading', 'my_grades', { rowsize: 500 });
  const body = () => {
    if (grades.error)
      return <PanelLoadFailure what="Your grades" message={grades.error.message} onRetry={grades.retry} />;
    if (grades.loading) return <Skeleton active />;
    if (grades.rows.length === 0) return <Empty description="No assignments yet" />;
    const bySection = new Map<number, GradeRow[]>();
    for (const r of grades.rows) bySection.set(r.section_id, [...(bySection.get(r.section_id) ?? []), r]);
    return [...bySection.values()].map((rows) => <SectionGrades key={rows[0].section_id} rows={rows} />);
  };
  return (
    <section aria-labelledby="my-grades" data-testid="my-grades" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="my-grades">
        My grades
      </Typography.Title>
      {body()}
    </section>
  );
}
