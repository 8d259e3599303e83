// reports: per-assignment statistics for /assignment-average-report and /assignment-median-report
// and the dashboards' grade distribution. Scores are compared as percentages of the assignment's
// points; excused and ungraded grades are left out of the average, the median and the bands.
import {
  col,
  CURRENT_TERM,
  defineModule,
  searchColumn,
  courseTitle,
  dueDate,
  maxPoints,
  sectionName,
  yearTerm,
} from '../listmodel/define.ts';
import type { QueryContext } from '../listmodel/types.ts';

/** A teacher reads the sections it teaches (as primary or co-teacher); an administrator every section. */
export const taughtSections = (alias: string) => (ctx: QueryContext) =>
  ctx.principal.currentRole === 'admin'
    ? null
    : `(${alias}.teacher_party_id = :partyId OR EXISTS (SELECT 1 FROM {t}.section_teachers cot
        WHERE cot.section_id = ${alias}.id AND cot.teacher_party_id = :partyId))`;

const PCT = 'g.score * 100.0 / NULLIF(a.max_points, 0)';
const COUNTED = `g.score IS NOT NULL AND g.mark IS DISTINCT FROM 'excused'`;
const band = (lo: number, hi: number) =>
  `count(*) FILTER (WHERE ${COUNTED} AND ${PCT} >= ${lo}${hi < 1000 ? ` AND ${PCT} < ${hi}` : ''})`;

export default defineModule('reports', {
  assignment_stats: {
    description: 'Each assignment with its graded count, missing count, average and median (percent of points)',
    level: 'tenant',
    from: `{t}.assignments a
      JOIN {t}.sections sec ON sec.id = a.section_id
      JOIN {t}.courses c ON c.id = sec.course_id
      LEFT JOIN {t}.terms tm ON tm.id = sec.term_id
      CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE ${COUNTED})::int AS graded,
               count(*) FILTER (WHERE g.mark = 'missing')::int AS missing,
               count(*) FILTER (WHERE g.mark = 'excused')::int AS excused,
               round(avg(${PCT}) FILTER (WHERE ${COUNTED}), 1)::float8 AS average,
               round((percentile_cont(0.5) WITHIN GROUP (ORDER BY ${PCT}) FILTER (WHERE ${COUNTED}))::numeric, 1)::float8 AS median,
               count(*) FILTER (WHERE ${COUNTED} AND ${PCT} < 60)::int AS below_60,
               json_build_object('F', ${band(0, 60)}, 'D', ${band(60, 70)}, 'C', ${band(70, 80)},
                                 'B', ${band(80, 90)}, 'A', ${band(90, 1000)}) AS bands
        FROM {t}.grades g WHERE g.assignment_id = a.id) st`,
    scope: taughtSections('sec'),
    columns: {
      id: col.int('a.id', '= in', 'Assignment id'),
      assignment_id: col.int('a.id', '= in', 'Assignment'),
      title: col.text('a.title', 'sort', 'Assignment'),
      category: col.text('a.category', '= in sort'),
      due_date: dueDate('filter sort'),
      max_points: maxPoints(),
      section_id: col.int('sec.id', '= in', 'Section'),
      section_name: sectionName('sort'),
      course_id: col.int('c.id', '= in', 'Course'),
      course_title: courseTitle('sort'),
      term_id: col.int('sec.term_id', '= in', 'Term'),
      term: yearTerm(),
      current_term: col.bool(`coalesce((tm.school_year || '/' || tm.term_name) = ${CURRENT_TERM}, false)`, '='),
      graded: col.int('st.graded', 'sort'),
      missing: col.int('st.missing', 'sort'),
      excused: col.int('st.excused'),
      average: col.number('st.average', '< >= is_null sort', 'Average %'),
      median: col.number('st.median', '< >= is_null sort', 'Median %'),
      below_60: col.int('st.below_60', 'sort', 'Below 60%'),
      bands: col.json('st.bands', '', 'Grade bands'),
      search: searchColumn("a.title || ' ' || c.course_title", { filter: ['ilike'] }),
    },
    key: 'id',
    defaultSort: [
      ['due_date', 'desc'],
      ['title', 'asc'],
    ],
    permission: 'section.read',
    uiPath: '/assignment-average-report',
  },
});
