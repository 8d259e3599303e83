// /ind-teacher-profile/:partyId: an independent teacher's account (named by its user id, or by its
// person record's party id) with contact, sign-in state and the courses it owns.
import { useParams } from 'react-router';
import { Card, Descriptions } from 'antd';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { dash, ProfileFrame } from './profile-frame.tsx';

interface IndTeacher {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  status: string;
  created_at: string;
  course_count: number;
}
interface CourseRow {
  id: number;
  course_code: string;
  course_title: string;
  status: string;
}

const columns: GridColumn<CourseRow>[] = [
  { field: 'course_title', title: 'Title', sorter: true },
  { field: 'course_code', title: 'Code', sorter: true },
  { field: 'status', title: 'Status', sorter: true },
];

export default function IndTeacherProfile() {
  const param = useParams().partyId ?? '';
  const byParty = /^\d+$/.test(param);
  return (
    <ProfileFrame<IndTeacher>
      resource="person_profiles/ind_teacher"
      field={byParty ? 'party_id' : 'id'}
      value={byParty ? Number(param) : param}
      kind="Independent teacher"
      title={(t) => `${t.first_name} ${t.last_name}`}
    >
      {(t) => (
        <>
          <Card title="Contact" size="small">
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label="E-mail">{t.email}</Descriptions.Item>
              <Descriptions.Item label="Phone">{dash(t.phone)}</Descriptions.Item>
              <Descriptions.Item label="Sign-in">{t.status}</Descriptions.Item>
              <Descriptions.Item label="Since">{t.created_at.slice(0, 10)}</Descriptions.Item>
            </Descriptions>
          </Card>
          <DataGrid<CourseRow>
            id="ind-teacher-courses"
            titleLevel={2}
            resource="person_profiles/ind_teacher_courses"
            title={`Courses (${t.course_count})`}
            columns={columns}
            rowLabel={(r) => r.course_title}
            permanentFilters={[{ field: 'owner_user_id', operator: 'eq', value: t.id }]}
            emptyText="No courses yet"
          />
        </>
      )}
    </ProfileFrame>
  );
}
