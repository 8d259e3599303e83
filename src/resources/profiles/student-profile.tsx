// /student-profile/:partyId and /home-school-profile/:partyId: the student's name as the h1, a
// panel with contact, grade level and sign-in status (the e-mail only for readers holding
// student.email), its enrolments by term with the points average of graded work, its guardians,
// and a link to the student documents page.
import { Link, useParams } from 'react-router';
import { Card, Descriptions } from 'antd';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import type { StudentRow } from '../../shared/rows/student-row.ts';
import { dash, ProfileFrame } from './profile-frame.tsx';

type Student = Pick<
  StudentRow,
  'id' | 'first_name' | 'last_name' | 'preferred_name' | 'email' | 'phone' | 'date_of_birth' | 'grade_level' | 'status'
> & { account_status: string };
interface EnrollmentRow {
  id: number;
  course: string;
  section_name: string;
  term: string | null;
  withdrawn_at: string | null;
  average: number | null;
}
interface GuardianRow {
  id: number;
  name: string;
  relationship: string;
  email: string | null;
  phone: string | null;
  is_primary: boolean;
}

const enrollmentColumns: GridColumn<EnrollmentRow>[] = [
  { field: 'term', title: 'Term', sorter: true, render: (v) => dash(v) },
  { field: 'course', title: 'Course', sorter: true },
  { field: 'section_name', title: 'Section', sorter: true },
  { field: 'average', title: 'Average %', render: (v) => dash(v) },
  { field: 'withdrawn_at', title: 'Enrolment', render: (v) => (v ? 'Withdrawn' : 'Active') },
];
const guardianColumns: GridColumn<GuardianRow>[] = [
  { field: 'name', title: 'Name', sorter: true, render: (v, r) => `${String(v)}${r.is_primary ? ' (primary)' : ''}` },
  { field: 'relationship', title: 'Relationship', render: (v) => dash(v) },
  { field: 'email', title: 'E-mail', render: (v) => dash(v) },
  { field: 'phone', title: 'Phone', render: (v) => dash(v) },
];

function Profile({ api }: { api: 'student' | 'family_student' }) {
  const partyId = Number(useParams().partyId);
  const byStudent = [{ field: 'student_party_id', operator: 'eq' as const, value: partyId }];
  return (
    <ProfileFrame<Student>
      resource={`person_profiles/${api}`}
      field="id"
      value={partyId}
      kind="Student"
      title={(s) => `${s.first_name} ${s.last_name}`}
    >
      {(s) => (
        <>
          <Card title="Student" size="small">
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label="Preferred name">{dash(s.preferred_name)}</Descriptions.Item>
              <Descriptions.Item label="Grade level">{dash(s.grade_level)}</Descriptions.Item>
              <Descriptions.Item label="Date of birth">{dash(s.date_of_birth)}</Descriptions.Item>
              {'email' in s && <Descriptions.Item label="E-mail">{dash(s.email)}</Descriptions.Item>}
              <Descriptions.Item label="Phone">{dash(s.phone)}</Descriptions.Item>
              <Descriptions.Item label="Status">{s.status}</Descriptions.Item>
              <Descriptions.Item label="Sign-in account">
                {s.account_status === 'none' ? 'No sign-in account' : s.account_status}
              </Descriptions.Item>
              <Descriptions.Item label="Documents">
                <Link to="/student-documents">Student documents</Link>
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <DataGrid<EnrollmentRow>
            id="student-profile-enrollments"
            titleLevel={2}
            resource="person_profiles/student_enrollments"
            title="Enrolments"
            columns={enrollmentColumns}
            rowLabel={(r) => `${r.course} ${r.section_name}`}
            permanentFilters={byStudent}
            initialSorters={[{ field: 'term_start', order: 'desc' }]}
            emptyText="Not enrolled in any section"
          />
          <DataGrid<GuardianRow>
            id="student-profile-guardians"
            titleLevel={2}
            resource="person_profiles/student_guardians"
            title="Guardians"
            columns={guardianColumns}
            rowLabel={(r) => r.name}
            permanentFilters={byStudent}
            emptyText="No guardians recorded"
          />
        </>
      )}
    </ProfileFrame>
  );
}

export const StudentProfile = () => <Profile api="student" />;
export const FamilyStudentProfile = () => <Profile api="family_student" />;
