// A section's roster: the enrolled students and, below them in the same list, the withdrawn ones
// with their dates (history is kept). Enrol one or many from a searchable picker; withdraw one
// or many. An archived section takes no enrolments.
import { App, Tag } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { DataGrid } from '../../components/table/data-grid.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import type { BulkAction, GridColumn, RowAction } from '../../components/table/types.ts';
import { runAction } from '../../providers/data/run-action.ts';
import { EnrolStudents } from './student-picker.tsx';
import type { SectionRow } from './section-row.ts';

interface EnrolmentRow {
  id: number;
  student_party_id: number;
  student: string;
  grade_level: string | null;
  enrolled_at: string;
  withdrawn_at: string | null;
}

const day = (v: unknown) => (v ? new Date(String(v)).toLocaleDateString() : '—');
const columns: GridColumn<EnrolmentRow>[] = [
  { field: 'student', title: 'Student', sorter: true },
  { field: 'grade_level', title: 'Grade level', render: (v) => (v ? String(v) : '—') },
  { field: 'enrolled_at', title: 'Enrolled', sorter: true, render: day },
  {
    field: 'withdrawn_at',
    title: 'Status',
    sorter: true,
    render: (v) => (v ? <Tag>Withdrawn {day(v)}</Tag> : <Tag color="success">Active</Tag>),
  },
];

export default function RosterTab({ section }: { section: SectionRow }) {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const canEnrol = useHeldPermissions(['section.enrol']).has('section.enrol');
  const withdraw = async (rows: EnrolmentRow[]) => {
    const answer = await runAction(
      'enrollments',
      'withdraw',
      rows.map((r) => r.id),
    ).catch((e: Error) => {
      message.error(e.message);
      return undefined;
    });
    if (answer?.succeeded) message.success(`Withdrew ${answer.succeeded} student${answer.succeeded === 1 ? '' : 's'}`);
    await invalidate({ resource: 'enrollments', invalidates: ['list'] });
    await invalidate({ resource: '/sections', invalidates: ['all'] });
  };
  const rowActions: RowAction<EnrolmentRow>[] = [
    {
      key: 'withdraw',
      label: 'Withdraw',
      permission: 'section.enrol',
      hidden: (r) => Boolean(r.withdrawn_at),
      confirm: (r) => `Withdraw ${r.student}? The enrolment stays in the history.`,
      run: (r) => withdraw([r]),
    },
  ];
  const bulkActions: BulkAction<EnrolmentRow>[] = [
    {
      key: 'withdraw',
      label: 'Withdraw',
      permission: 'section.enrol',
      confirm: (rows) => `Withdraw ${rows.length} student(s)? Their enrolments stay in the history.`,
      run: (rows) => withdraw(rows.filter((r) => !r.withdrawn_at)),
    },
  ];
  return (
    <DataGrid<EnrolmentRow>
      id="roster"
      titleLevel={2}
      resource="enrollments"
      title="Roster"
      description={
        section.status === 'archived'
          ? 'This section is archived: it takes no enrolments.'
          : 'Active students first; withdrawn students stay listed with their dates.'
      }
      actions={canEnrol ? <EnrolStudents sectionId={section.id} disabled={section.status === 'archived'} /> : null}
      permanentFilters={[{ field: 'section_id', operator: 'eq', value: section.id }]}
      columns={columns}
      rowLabel={(r) => r.student}
      search="Search students"
      initialSorters={[
        { field: 'withdrawn_at', order: 'desc' },
        { field: 'student', order: 'asc' },
      ]}
      rowActions={rowActions}
      bulkActions={bulkActions}
      emptyText="No students enrolled yet"
    />
  );
}
