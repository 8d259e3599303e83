// A minimal course list read through listmodel (courses/courses); the course screens build on it.
import { List, useTable } from '@refinedev/antd';
import { Table } from 'antd';

interface Course {
  id: number;
  course_code: string;
  course_title: string;
  subject: string | null;
  grade_level: string | null;
  section_count: number;
  status: string;
}

export default function CoursesList() {
  const { tableProps } = useTable<Course>({
    resource: '/courses',
    syncWithLocation: true,
    sorters: { initial: [{ field: 'course_code', order: 'asc' }] },
  });
  return (
    <List title="Courses">
      <Table<Course> {...tableProps} rowKey="id" size="middle">
        <Table.Column<Course> dataIndex="course_code" title="Code" sorter />
        <Table.Column<Course> dataIndex="course_title" title="Title" sorter />
        <Table.Column<Course> dataIndex="subject" title="Subject" />
        <Table.Column<Course> dataIndex="grade_level" title="Grade level" />
        <Table.Column<Course> dataIndex="section_count" title="Sections" />
        <Table.Column<Course> dataIndex="status" title="Status" />
      </Table>
    </List>
  );
}
