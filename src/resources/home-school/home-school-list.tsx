// Home-school students: a family's own (/home-school) and every family's with the family's name
// and e-mail (/ei/home-school-students, operators), server-paged with search.
import { useNavigate } from 'react-router';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import type { GridColumn } from '../../components/table/types.ts';

interface FamilyStudentRow {
  id: number;
  first_name: string;
  last_name: string;
  grade_level: string | null;
  section_count: number;
  status: string;
  family_name: string | null;
}

const columns: GridColumn<FamilyStudentRow>[] = [
  { field: 'last_name', title: 'Last name', sorter: true },
  { field: 'first_name', title: 'First name', sorter: true },
  { field: 'grade_level', title: 'Grade level', sorter: true, render: (v) => (v ? String(v) : '—') },
  { field: 'section_count', title: 'Sections', sorter: true, width: 100 },
  { field: 'status', title: 'Status', sorter: true },
];
const family: GridColumn<FamilyStudentRow>[] = [{ field: 'family_name', title: 'Family', sorter: true }];

function List({ all }: { all: boolean }) {
  const navigate = useNavigate();
  return (
    <EntityListPage<FamilyStudentRow>
      page={{
        shape: {
          name: all ? 'home-school-all' : 'home-school',
          label: 'Student',
          uiPath: all ? '/ei/home-school-students' : '/home-school',
        },
        title: all ? 'Home-school students' : 'My students',
        description: all
          ? "Every home-school family's students, with the family they belong to."
          : 'The students of your home-school family, their grade level and classes.',
        columns: all ? [...columns, ...family] : columns,
        rowLabel: (r) => `${r.first_name} ${r.last_name}`,
        search: all ? 'Search student or family' : 'Search by name',
        sort: 'last_name',
        emptyText: 'No home-school students yet',
        create: all ? undefined : 'home_school_students.create',
        createLabel: 'Add student',
        rowActions: () => [
          {
            key: 'profile',
            label: 'Profile',
            permission: 'student.read',
            run: (r) => navigate(`/home-school-profile/${r.id}`),
          },
        ],
      }}
    />
  );
}

export const FamilyStudents = () => <List all={false} />;
export const AllFamilyStudents = () => <List all />;
