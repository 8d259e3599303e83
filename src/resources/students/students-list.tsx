// /students (student.read): the school's students, server-paged with search and grade level and
// status filters, each with its active section count and sign-in state; add and edit in a drawer
// bound to the URL; actions on one or many students (student-bulk.tsx).
// A teacher sees the students of its sections (the server's row scope); e-mail addresses appear
// only with student.email.
import { useNavigate } from 'react-router';
import { useInvalidate } from '@refinedev/core';
import { Button } from 'antd';
import shape, { STUDENT_STATUSES } from '../../shared/entities/students.ts';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import type { GridColumn } from '../../components/table/types.ts';
import { badgeColumn } from '../../components/table/grid-columns.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import type { StudentRow } from '../../shared/rows/student-row.ts';
import { selectFilter } from '../../components/table/select-filter.ts';
import { accountStatusColumn, accountStatusFilter } from '../../components/people/account-status.tsx';
import { profileAction } from '../../components/people/profile-action.ts';
import { useStudentBulk } from './student-bulk.tsx';

const STATUS_BADGE = { active: 'success', inactive: 'default', graduated: 'processing' } as const;
const label = (r: StudentRow) => `${r.first_name} ${r.last_name}`;

export default function StudentsList() {
  const navigate = useNavigate();
  const held = useHeldPermissions(['student.email', 'user.create']);
  const grades = useLookup('grades');
  const invalidate = useInvalidate();
  const bulk = useStudentBulk(label, () => invalidate({ resource: shape.uiPath, invalidates: ['list', 'detail'] }));

  const columns: GridColumn<StudentRow>[] = [
    { field: 'last_name', title: 'Last name', sorter: true },
    { field: 'first_name', title: 'First name', sorter: true },
    ...(held.has('student.email') ? [{ field: 'email', title: 'E-mail', sorter: true } as GridColumn<StudentRow>] : []),
    { field: 'grade_level', title: 'Grade level', sorter: true, render: (v) => (v ? String(v) : '—') },
    { field: 'section_count', title: 'Sections', sorter: true, width: 100 },
    badgeColumn<StudentRow>('status', 'Status', STATUS_BADGE),
    accountStatusColumn<StudentRow>(),
  ];

  return (
    <EntityListPage<StudentRow>
      page={{
        shape,
        title: 'Students',
        description: "The school's students with their grade level, status and how many sections they are enrolled in.",
        actions: held.has('user.create') && <Button onClick={() => navigate('/rostering')}>Import roster</Button>,
        create: 'student.create',
        columns,
        rowLabel: label,
        search: 'Search by name',
        filters: [
          selectFilter('grade_level_id', 'Grade level', grades.filterOptions),
          selectFilter('status', 'Status', STUDENT_STATUSES),
          accountStatusFilter(),
        ],
        sort: 'last_name',
        records: { update: 'student.update', edit: true },
        rowActions: ({ actions: [edit] }) => [edit, profileAction('student', navigate), ...bulk.rowActions],
        bulkActions: () => bulk.bulkActions,
        after: bulk.dialogs,
      }}
    />
  );
}
