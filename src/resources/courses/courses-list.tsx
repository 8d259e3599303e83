// /courses (course.read): the school's courses, server-paged with search and subject, grade level
// and status filters; create and edit in a drawer bound to the URL; archive, restore and delete
// (one or many) after confirmation; each course's history. An independent teacher sees and
// changes only its own courses (the server's row scope).
import { useState } from 'react';
import { App } from 'antd';
import { useDeleteMany, useInvalidate } from '@refinedev/core';
import shape, { COURSE_STATUSES } from '../../shared/entities/courses.ts';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import { RecordHistory, type HistoryTarget } from '../../components/table/record-history.tsx';
import { badgeColumn, createdColumn } from '../../components/table/grid-columns.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { useLookup } from '../../components/form/use-lookup.ts';
import type { CourseRow } from './course-row.ts';
import { selectFilter } from '../../components/table/select-filter.ts';

const STATUS_BADGE = { active: 'success', inactive: 'default', archived: 'warning' } as const;
const label = (r: CourseRow) => `${r.course_code} ${r.course_title}`;

const columns: GridColumn<CourseRow>[] = [
  { field: 'course_code', title: 'Code', sorter: true, width: 130 },
  { field: 'course_title', title: 'Title', sorter: true },
  { field: 'subject', title: 'Subject', sorter: true },
  { field: 'grade_level', title: 'Grade level', render: (v) => (v ? String(v) : '—') },
  { field: 'section_count', title: 'Sections', sorter: true, width: 100 },
  { field: 'credits', title: 'Credits', sorter: true, width: 90, hidden: true },
  { field: 'course_level', title: 'Level', sorter: true, width: 100, hidden: true },
  badgeColumn<CourseRow>('status', 'Status', STATUS_BADGE),
  createdColumn<CourseRow>(),
];

export default function CoursesList() {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync: removeMany } = useDeleteMany<CourseRow>();
  const [history, setHistory] = useState<HistoryTarget>();
  const subjects = useLookup('subjects');
  const grades = useLookup('grades');
  const remove = (rows: CourseRow[]) =>
    removeMany({ resource: shape.uiPath, ids: rows.map((r) => r.id) }).then(
      () => message.success(`Deleted ${rows.length === 1 ? label(rows[0]) : `${rows.length} courses`}`),
      () => undefined,
    );

  return (
    <EntityListPage<CourseRow>
      page={{
        shape,
        id: 'courses',
        title: 'Courses',
        description:
          "What the school teaches: each course's code, subject and grade level, and how many sections teach it.",
        create: 'course.create',
        emptyCreate: 'Create the first course',
        columns,
        rowLabel: label,
        search: 'Search code or title',
        filters: [
          selectFilter('subject_id', 'Subject', subjects.filterOptions),
          selectFilter('grade_level_id', 'Grade level', grades.filterOptions),
          selectFilter('status', 'Status', COURSE_STATUSES),
        ],
        sort: 'course_code',
        records: {
          update: 'course.update',
          delete: 'course.delete',
          edit: true,
          archive: {
            archived: 'archived',
            active: 'active',
            confirm: (r) =>
              `${label(r)} leaves the active lists; its sections and grades stay. You can restore it later.`,
          },
          history: setHistory,
          confirmDelete: (r) =>
            r.section_count > 0
              ? `${label(r)} has ${r.section_count} section(s); a course with sections cannot be deleted. Archive it instead.`
              : `Delete ${label(r)}? This cannot be undone.`,
        },
        bulkActions: ({ setStatus }) => [
          {
            key: 'archive',
            label: 'Archive',
            permission: 'course.update',
            confirm: (rows) => `Archive ${rows.length} course(s)? Their sections and grades stay.`,
            run: async (rows) => {
              for (const r of rows) await setStatus(r, 'archived');
              await invalidate({ resource: shape.uiPath, invalidates: ['list'] });
            },
          },
          {
            key: 'delete',
            label: 'Delete',
            danger: true,
            permission: 'course.delete',
            confirm: (rows) =>
              `Delete ${rows.length} course(s)? This cannot be undone; courses with sections are kept.`,
            run: (rows) => remove(rows),
          },
        ],
        after: <RecordHistory target={history} onClose={() => setHistory(undefined)} />,
      }}
    />
  );
}
