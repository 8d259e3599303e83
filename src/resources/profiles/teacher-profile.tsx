// /teacher-profile/:partyId: the teacher's name as the page's h1, a contact panel and the sections
// it leads (a grid filtered to the teacher), with a link to the teacher documents page.
import { Link, useParams } from 'react-router';
import { Card, Descriptions } from 'antd';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import type { TeacherRow } from '../../shared/rows/teacher-row.ts';
import { dash, ProfileFrame } from './profile-frame.tsx';

type Person = Pick<
  TeacherRow,
  'id' | 'first_name' | 'last_name' | 'preferred_name' | 'email' | 'phone' | 'status' | 'section_count'
>;
interface SectionRow {
  id: number;
  section_name: string;
  course: string;
  term: string | null;
  status: string;
  enrolled: number;
}

const columns: GridColumn<SectionRow>[] = [
  { field: 'course', title: 'Course', sorter: true },
  { field: 'section_name', title: 'Section', sorter: true },
  { field: 'term', title: 'Term', sorter: true, render: (v) => dash(v) },
  { field: 'enrolled', title: 'Students', width: 100 },
  { field: 'status', title: 'Status', sorter: true },
];

export default function TeacherProfile() {
  const partyId = Number(useParams().partyId);
  return (
    <ProfileFrame<Person>
      resource="profiles/teacher"
      field="id"
      value={partyId}
      kind="Teacher"
      title={(p) => `${p.first_name} ${p.last_name}`}
    >
      {(person) => (
        <>
          <Card title="Contact" size="small">
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label="Preferred name">{dash(person.preferred_name)}</Descriptions.Item>
              <Descriptions.Item label="E-mail">{dash(person.email)}</Descriptions.Item>
              <Descriptions.Item label="Phone">{dash(person.phone)}</Descriptions.Item>
              <Descriptions.Item label="Status">{person.status}</Descriptions.Item>
              <Descriptions.Item label="Documents">
                <Link to="/teacher-documents">Teacher documents</Link>
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <DataGrid<SectionRow>
            id="teacher-profile-sections"
            titleLevel={2}
            resource="profiles/teacher_sections"
            title={`Sections (${person.section_count} active)`}
            columns={columns}
            rowLabel={(r) => `${r.course} ${r.section_name}`}
            permanentFilters={[{ field: 'teacher_party_id', operator: 'eq', value: partyId }]}
            initialSorters={[{ field: 'term_start', order: 'desc' }]}
            emptyText="Leads no sections"
          />
        </>
      )}
    </ProfileFrame>
  );
}
