// /sections (section.read): the school's classes of the chosen term (the term picker defaults to
// the current term), with course, teacher and status filters and search; create and edit in a
// drawer bound to the URL; archive, restore, delete when empty. A meeting time that overlaps
// another class of the same teacher or room is shown as a warning, not refused.
import { Link, useNavigate } from 'react-router';
import { Tag, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import shape, { SECTION_STATUSES } from '../../shared/entities/sections.ts';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { badgeColumn } from '../../components/table/grid-columns.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import { TermPicker, useTermChoice } from '../../components/term-picker.tsx';
import { meetingText, sectionLabel, type SectionRow } from './section-row.ts';
import { selectFilter } from '../../components/table/select-filter.ts';

const columns: GridColumn<SectionRow>[] = [
  {
    field: 'section_code',
    title: 'Code',
    sorter: true,
    render: (v, r) => <Link to={`/section/${r.id}`}>{String(v)}</Link>,
  },
  { field: 'section_name', title: 'Name', sorter: true },
  { field: 'course', title: 'Course', sorter: true },
  { field: 'term', title: 'Term', sorter: true },
  { field: 'teacher', title: 'Teacher', sorter: true, render: (v) => (v ? String(v) : '—') },
  { field: 'room', title: 'Room', sorter: true },
  {
    field: 'start_time',
    title: 'Meets',
    sorter: true,
    render: (_v, r) => (
      <>
        {meetingText(r)}{' '}
        {r.overlaps ? (
          <Tooltip title={`Overlaps ${r.overlaps}`}>
            <Tag color="warning" icon={<WarningOutlined />}>
              Overlap
            </Tag>
          </Tooltip>
        ) : null}
      </>
    ),
  },
  {
    field: 'enrolled',
    title: 'Enrolled',
    sorter: true,
    render: (v, r) => (r.capacity ? `${v} / ${r.capacity}` : String(v)),
  },
  badgeColumn<SectionRow>('status', 'Status', { active: 'success' }, 'warning'),
];

export default function SectionsList() {
  const navigate = useNavigate();
  const term = useTermChoice();
  const courses = useLookup('course_options', 'sections');
  const teachers = useLookup('teacher_options', 'sections');
  if (!term.ready) return null;
  return (
    <EntityListPage<SectionRow>
      page={{
        shape,
        id: 'sections',
        title: 'Sections',
        description: "The school's classes: a course taught in a term by its teachers, in a room, at set times.",
        actions: <TermPicker choice={term} />,
        create: 'section.create',
        permanentFilters: term.termId ? [{ field: 'term_id', operator: 'eq', value: term.termId }] : [],
        columns,
        rowLabel: sectionLabel,
        search: 'Search code, name, course or teacher',
        filters: [
          selectFilter('course_id', 'Course', courses.filterOptions),
          selectFilter('teacher_party_id', 'Teacher', teachers.filterOptions),
          selectFilter('status', 'Status', SECTION_STATUSES),
        ],
        sort: 'section_code',
        emptyText: 'No sections in this term',
        records: {
          update: 'section.update',
          delete: 'section.delete',
          edit: true,
          archive: {
            archived: 'archived',
            active: 'active',
            confirm: (r) => `${sectionLabel(r)} takes no more enrolments; its roster and history stay.`,
          },
          confirmDelete: (r) =>
            r.enrolled > 0
              ? `${sectionLabel(r)} has students; a section with enrolments cannot be deleted. Archive it instead.`
              : `Delete ${sectionLabel(r)}? This cannot be undone.`,
        },
        rowActions: ({ actions: [edit, ...lifecycle], runOne }) => [
          { key: 'open', label: 'Open', run: (r) => navigate(`/section/${r.id}`) },
          edit,
          {
            key: 'copy',
            label: 'Copy to next term',
            permission: 'section.create',
            confirm: (r) =>
              `Copy ${sectionLabel(r)} to the next term with its teachers, room and times, without students?`,
            run: (r) =>
              runOne<{ term: string }>(
                r,
                'copy_to_next_term',
                (out) => `Copied ${sectionLabel(r)} to ${out?.term ?? 'the next term'}`,
              ),
          },
          ...lifecycle,
        ],
      }}
    />
  );
}
