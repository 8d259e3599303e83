// The mapping page's filter bar: school level, grade and subject narrow both the course picker (a
// course's grade and subject) and the standards shown (their grades and framework's subject).
import { useList, type HttpError } from '@refinedev/core';
import { Select, Space } from 'antd';
import { useLookup } from '../../components/form/use-lookup.ts';
import type { MappingFilters } from './use-mapping-filters.ts';
import { ALL } from './use-matrix.ts';

interface Grade {
  key: number;
  value: string;
  code: string;
  school_level_id: number | null;
}
interface Course {
  id: number;
  course_code: string;
  course_title: string;
  subject: string | null;
  grade_level_id: number | null;
}

const wide = (px: number) => ({ width: px, maxWidth: '100%' });
/** a filter that may be left empty ("All …") */
const optional = (label: string, placeholder: string, px: number, loading: boolean) => ({
  'aria-label': label,
  placeholder,
  allowClear: true,
  style: wide(px),
  loading,
});

export function MappingFilterBar(props: { filters: MappingFilters; set: (c: Partial<MappingFilters>) => void }) {
  const { filters: f, set } = props;
  const levels = useLookup('school_levels');
  const grades = useList<Grade, HttpError>({
    resource: 'lookups/grades_levels',
    meta: { bizobjfile: 'lookups', api: 'grades_levels' },
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const courses = useList<Course, HttpError>({
    resource: 'courses',
    pagination: ALL,
    sorters: [{ field: 'course_code', order: 'asc' }],
    errorNotification: false,
  });
  const frameworks = useList<{ subject: string }, HttpError>({
    resource: 'frameworks',
    pagination: ALL,
    errorNotification: false,
  });
  const allGrades = grades.result?.data ?? [];
  const shownGrades = allGrades.filter((g) => f.level === undefined || g.school_level_id === f.level);
  const gradeIds = new Set(shownGrades.filter((g) => f.grade === undefined || g.code === f.grade).map((g) => g.key));
  const narrowed = f.level !== undefined || f.grade !== undefined;
  const shownCourses = (courses.result?.data ?? []).filter(
    (c) =>
      (!narrowed || (c.grade_level_id !== null && gradeIds.has(c.grade_level_id))) &&
      (!f.subject || c.subject === f.subject),
  );
  const subjects = [...new Set((frameworks.result?.data ?? []).map((x) => x.subject).filter(Boolean))].sort();
  return (
    <Space wrap>
      <Select
        {...optional('School level', 'All school levels', 180, levels.loading)}
        value={f.level}
        options={levels.options}
        onChange={(level?: number) => set({ level, grade: undefined })}
      />
      <Select
        {...optional('Grade', 'All grades', 160, grades.query.isLoading)}
        value={f.grade}
        options={shownGrades.map((g) => ({ value: g.code, label: g.value }))}
        onChange={(grade?: string) => set({ grade })}
      />
      <Select
        {...optional('Subject', 'All subjects', 180, frameworks.query.isLoading)}
        value={f.subject}
        options={subjects.map((s) => ({ value: s, label: s }))}
        onChange={(subject?: string) => set({ subject })}
      />
      <Select
        aria-label="Course"
        placeholder="Choose a course"
        style={wide(260)}
        showSearch
        optionFilterProp="label"
        value={f.course}
        onChange={(course: number) => set({ course })}
        loading={courses.query.isLoading}
        options={shownCourses.map((c) => ({ value: c.id, label: `${c.course_code} ${c.course_title}` }))}
      />
    </Space>
  );
}
