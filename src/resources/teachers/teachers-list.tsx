// /teachers (teacher.read): the school's teachers, server-paged with search and status and
// sign-in filters, each with its active section count; add and edit in a drawer bound to the URL;
// give one a sign-in account (mailed an invite link); enable, disable and reset the password of
// their sign-in accounts (one or many).
import { useNavigate } from 'react-router';
import { useDelete, useInvalidate } from '@refinedev/core';
import shape, { TEACHER_STATUSES } from '../../shared/entities/teachers.ts';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { useAccountActions } from '../../components/people/account-actions.tsx';
import { accountStatusColumn, accountStatusFilter } from '../../components/people/account-status.tsx';
import { profileAction } from '../../components/people/profile-action.ts';
import { useCreateAccounts } from '../../components/people/person-accounts.tsx';
import type { TeacherRow } from '../../shared/rows/teacher-row.ts';
import { selectFilter } from '../../components/table/select-filter.ts';

const label = (r: TeacherRow) => `${r.first_name} ${r.last_name}`;

const columns: GridColumn<TeacherRow>[] = [
  { field: 'last_name', title: 'Last name', sorter: true },
  { field: 'first_name', title: 'First name', sorter: true },
  { field: 'email', title: 'E-mail', sorter: true, render: (v) => (v ? String(v) : '—') },
  { field: 'section_count', title: 'Sections', sorter: true, width: 100 },
  { field: 'status', title: 'Status', sorter: true },
  accountStatusColumn<TeacherRow>(),
];

export default function TeachersList() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { mutateAsync: remove } = useDelete();
  const refresh = () => invalidate({ resource: shape.uiPath, invalidates: ['list', 'detail'] });
  const accounts = useAccountActions<TeacherRow>(
    (r) => (r.user_id ? { userId: r.user_id, label: label(r), status: r.account_status } : undefined),
    refresh,
  );
  const creating = useCreateAccounts<TeacherRow>('teachers', label, refresh, accounts.showMailed);

  return (
    <EntityListPage<TeacherRow>
      page={{
        shape,
        title: 'Teachers',
        description: "The school's teachers, how many active sections they teach, and whether they can sign in.",
        create: 'teacher.create',
        columns,
        rowLabel: label,
        search: 'Search name or e-mail',
        filters: [selectFilter('status', 'Status', TEACHER_STATUSES), accountStatusFilter()],
        sort: 'last_name',
        records: { update: 'teacher.update', edit: true },
        rowActions: ({ actions: [edit] }) => [
          edit,
          profileAction('teacher', navigate),
          creating.rowAction,
          ...accounts.rowActions,
          {
            key: 'delete',
            label: 'Delete',
            danger: true,
            permission: 'teacher.delete',
            hidden: (r) => Boolean(r.user_id),
            confirm: (r) => `Delete ${label(r)}? The person record is removed; this cannot be undone.`,
            run: (r) =>
              remove({ resource: shape.uiPath, id: r.id, values: { version: r.version } }).catch(() => undefined),
          },
        ],
        bulkActions: () => accounts.bulkActions,
        after: accounts.dialog,
      }}
    />
  );
}
