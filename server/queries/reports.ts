// reports: per-assignment statistics for /assignment-average-report and /assignment-median-report
// and the dashboards' grade distribution. Scores are compared as percentages of the assignment's
// points; excused and ungraded grades are left out of the average, the median and the bands.
import { CURRENT_TERM, defineModule, searchColumn } from './define.ts';
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
      id: { label: 'Assignment id', type: 'int', sql: 'a.id', filter: ['=', 'in'] },
      assignment_id: { label: 'Assignment', type: 'int', sql: 'a.id', filter: ['=', 'in'] },
      title: { label: 'Assignment', type: 'text', sql: 'a.title', sort: true },
      category: { label: 'Category', type: 'text', sql: 'a.category', filter: ['=', 'in'], sort: true },
      due_date: { label: 'Due', type: 'date', sql: 'a.due_date', filter: true, sort: true },
      max_points: { label: 'Points', type: 'number', sql: 'a.max_points::float8' },
      section_id: { label: 'Section', type: 'int', sql: 'sec.id', filter: ['=', 'in'] },
      section_name: { label: 'Section', type: 'text', sql: 'sec.section_name', sort: true },
      course_id: { label: 'Course', type: 'int', sql: 'c.id', filter: ['=', 'in'] },
      course_title: { label: 'Course', type: 'text', sql: 'c.course_title', sort: true },
      term_id: { label: 'Term', type: 'int', sql: 'sec.term_id', filter: ['=', 'in'] },
      term: { label: 'Term', type: 'text', sql: "tm.school_year || '/' || tm.term_name" },
      current_term: {
        label: 'Current term',
        type: 'bool',
        sql: `coalesce((tm.school_year || '/' || tm.term_name) = ${CURRENT_TERM}, false)`,
        filter: ['='],
      },
      graded: { label: 'Graded', type: 'int', sql: 'st.graded', sort: true },
      missing: { label: 'Missing', type: 'int', sql: 'st.missing', sort: true },
      excused: { label: 'Excused', type: 'int', sql: 'st.excused' },
      average: { label: 'Average %', type: 'number', sql: 'st.average', sort: true, filter: ['<', '>=', 'is_null'] },
      median: { label: 'Median %', type: 'number', sql: 'st.median', sort: true, filter: ['<', '>=', 'is_null'] },
      below_60: { label: 'Below 60%', type: 'int', sql: 'st.below_60', sort: true },
      bands: { label: 'Grade bands', type: 'json', sql: 'st.bands' },
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
