// /individual-teachers (ind_teachers.read): the tenant's independent teachers with their courses
// and sign-in state, server-paged with search and a status filter; reset passwords, disable and
// enable their accounts, one or many (the users resource's actions, src/components/people).
import { useInvalidate } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import { badgeColumn } from '../../components/table/grid-columns.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { useAccountActions } from '../../components/people/account-actions.tsx';
import { selectFilter } from '../../components/table/select-filter.ts';

const RESOURCE = '/individual-teachers';
const STATUS_BADGE = { active: 'success', invited: 'processing', disabled: 'error' } as const;

export interface IndTeacherRow {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  status: 'active' | 'invited' | 'disabled';
  course_count: number;
}

const label = (r: IndTeacherRow) => `${r.first_name} ${r.last_name}`;

const columns: GridColumn<IndTeacherRow>[] = [
  { field: 'last_name', title: 'Name', sorter: true, render: (_v, r) => label(r) },
  { field: 'email', title: 'E-mail', sorter: true },
  { field: 'course_count', title: 'Courses', sorter: true, width: 100 },
  badgeColumn<IndTeacherRow>('status', 'Sign-in', STATUS_BADGE, 'default'),
];

export default function IndividualTeachersList() {
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const refresh = () => invalidate({ resource: RESOURCE, invalidates: ['list'] });
  const accounts = useAccountActions<IndTeacherRow>(
    (r) => ({ userId: r.user_id, label: r.email, status: r.status }),
    refresh,
  );
  return (
    <EntityListPage<IndTeacherRow>
      page={{
        shape: { name: 'individual-teachers', label: 'Independent teacher', uiPath: RESOURCE },
        title: 'Independent teachers',
        description:
          'Teachers who run their own courses here, how many courses they have, and whether they can sign in.',
        columns,
        rowLabel: label,
        search: 'Search name or e-mail',
        filters: [selectFilter('status', 'Sign-in', ['active', 'invited', 'disabled'])],
        sort: 'last_name',
        rowActions: () => [
          {
            key: 'profile',
            label: 'Profile',
            permission: 'ind_teachers.read',
            run: (r) => navigate(`/ind-teacher-profile/${r.user_id}`),
          },
          ...accounts.rowActions,
        ],
        bulkActions: () => accounts.bulkActions,
        after: accounts.dialog,
      }}
    />
  );
}
