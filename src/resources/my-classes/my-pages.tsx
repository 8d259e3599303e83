// The own-view pages: each a DataGrid over its query in server/people/my-classes-queries.ts; the server
// narrows the rows to the signed-in person.
import { Link } from 'react-router';
import { Space } from 'antd';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { withMyGrades } from './my-grades.tsx';
import { MyLessonsPanel } from './my-lessons.tsx';

interface ClassRow {
  id: number;
  section_code: string;
  section_name: string;
  course: string;
  teacher: string | null;
  room: string;
  meeting_days: string;
  start_time: string | null;
  end_time: string | null;
  enrolled: number;
}
interface StudentRow {
  student_party_id: number;
  student: string;
  grade_level: string | null;
  sections: { id: number; code: string | null }[] | null;
}
interface CourseRow {
  id: number;
  course_code: string;
  course_title: string;
  terms: string | null;
}

const sectionLink = (v: unknown, r: ClassRow) => <Link to={`/section/${r.id}`}>{String(v)}</Link>;
// a student cannot open the section page (section.read): their class's lessons are listed below it instead
const codeColumn = (linked: boolean): GridColumn<ClassRow> => ({
  field: 'section_code',
  title: 'Code',
  sorter: true,
  render: linked ? sectionLink : undefined,
});
const meets = (_v: unknown, r: ClassRow) =>
  r.meeting_days ? `${r.meeting_days.replaceAll(',', ', ')} ${r.start_time ?? ''}–${r.end_time ?? ''}` : '—';

const classColumns: GridColumn<ClassRow>[] = [
  codeColumn(true),
  { field: 'course', title: 'Course', sorter: true },
  { field: 'teacher', title: 'Teacher', render: (v) => (v ? String(v) : '—') },
  { field: 'room', title: 'Room' },
  { field: 'start_time', title: 'Meets', sorter: true, render: meets },
];

export function MyClasses() {
  const linked = useHeldPermissions(['section.read']).has('section.read');
  return (
    <DataGrid<ClassRow>
      id="my-classes"
      titleLevel={1}
      resource="/my-classes"
      title="My classes"
      description="Your classes this term, with their teachers, rooms and meeting times."
      columns={linked ? classColumns : [codeColumn(false), ...classColumns.slice(1)]}
      rowLabel={(r) => r.section_code}
      initialSorters={[{ field: 'section_code', order: 'asc' }]}
      emptyText="No classes this term"
    />
  );
}

export function MySections() {
  return (
    <DataGrid<ClassRow>
      id="my-sections"
      titleLevel={1}
      resource="/teacher/my-sections"
      title="My sections"
      description="The sections you teach this term and how many students each has."
      columns={[
        ...classColumns.filter((c) => c.field !== 'teacher'),
        { field: 'enrolled', title: 'Students', render: (v) => String(v) },
      ]}
      rowLabel={(r) => r.section_code}
      initialSorters={[{ field: 'section_code', order: 'asc' }]}
      emptyText="You teach no sections this term"
    />
  );
}

export function MyStudents() {
  return (
    <DataGrid<StudentRow>
      id="my-students"
      titleLevel={1}
      resource="/teacher/my-students"
      title="Students in my sections"
      description="The students of your sections this term."
      columns={[
        { field: 'student', title: 'Student', sorter: true },
        { field: 'grade_level', title: 'Grade level', render: (v) => (v ? String(v) : '—') },
        {
          field: 'sections',
          title: 'Sections',
          render: (_v, r) => (
            <Space wrap size={4}>
              {(r.sections ?? []).map((s) => (
                <Link key={s.id} to={`/section/${s.id}`}>
                  {/* a section without a code still needs a link text */}
                  {s.code || `Section ${s.id}`}
                </Link>
              ))}
            </Space>
          ),
        },
      ]}
      rowKey="student_party_id"
      rowLabel={(r) => r.student}
      search="Search students"
      initialSorters={[{ field: 'student', order: 'asc' }]}
      emptyText="No students in your sections this term"
    />
  );
}

export function MyCourses() {
  return (
    <DataGrid<CourseRow>
      id="my-courses"
      titleLevel={1}
      resource="/my-courses"
      title="My courses"
      description="The courses you have taken, in every term."
      columns={[
        { field: 'course_code', title: 'Code', sorter: true },
        { field: 'course_title', title: 'Title', sorter: true },
        { field: 'terms', title: 'Terms', render: (v) => (v ? String(v) : '—') },
      ]}
      rowLabel={(r) => r.course_title}
      initialSorters={[{ field: 'course_code', order: 'asc' }]}
      emptyText="No courses yet"
    />
  );
}

// a student's lessons under its classes (my-lessons.tsx), and grades under its classes and courses (my-grades.tsx)
export const MyClassesPage = withMyGrades(MyClasses, MyLessonsPanel);
export const MyCoursesPage = withMyGrades(MyCourses);
