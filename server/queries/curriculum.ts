// The curriculum mapping matrix: one row per (course, standard) with the units of the course that
// teach the standard; a standard with no unit is one the course leaves unmapped (coverage).
// Filtered by course_id, and by the framework's subject and the standard's grade levels; grade_key
// (",6,7,") and level_key (",2,", the school levels of those grades) let a `contains` filter on
// ",7," match grade 7 and not 17. framework_standards is one framework's hierarchy.
import { defineModule } from './define.ts';
import { ownCourses } from '../curriculum/scope.ts';

// CASE packages write grades as "05"; the school's grade codes are "5"
const CODES = "ARRAY(SELECT regexp_replace(x, '^0+([0-9])', '\\1') FROM jsonb_array_elements_text(st.grade_levels) x)";
const GRADE_KEY = `',' || array_to_string(${CODES}, ',') || ','`;
const LEVEL_KEY = `',' || coalesce((SELECT string_agg(DISTINCT gl.school_level_id::text, ',') FROM {t}.grade_levels gl
  WHERE gl.code = ANY(${CODES})), '') || ','`;

export default defineModule('curriculum', {
  standards_matrix: {
    description: 'Standards of the tenant against one course: the units (and mapping cells) teaching each',
    level: 'tenant',
    from: `{t}.standards st
      JOIN {t}.frameworks f ON f.id = st.framework_id
      CROSS JOIN {t}.courses c
      CROSS JOIN LATERAL (
        SELECT coalesce(json_agg(json_build_object('unit_id', u.id, 'cell_id', us.id, 'version', us.version)
                 ORDER BY u.position, u.id), '[]') AS cells, count(*)::int AS units
        FROM {t}.unit_standards us JOIN {t}.course_units u ON u.id = us.unit_id
        WHERE us.standard_id = st.id AND u.course_id = c.id) m`,
    scope: ownCourses('c'),
    columns: {
      id: { label: 'Id', type: 'text', sql: "c.id || '-' || st.id" },
      course_id: { label: 'Course', type: 'int', sql: 'c.id', filter: ['='] },
      standard_id: { label: 'Standard', type: 'int', sql: 'st.id', filter: ['=', 'in'] },
      framework_id: { label: 'Framework', type: 'int', sql: 'f.id', filter: ['=', 'in'] },
      framework: { label: 'Framework', type: 'text', sql: 'f.title', sort: true },
      subject: { label: 'Subject', type: 'text', sql: 'f.subject', filter: ['=', 'ilike'] },
      code: { label: 'Code', type: 'text', sql: 'st.code', filter: ['ilike'], sort: true },
      statement: { label: 'Statement', type: 'text', sql: 'st.statement' },
      parent_id: { label: 'Parent', type: 'int', sql: 'st.parent_id', filter: ['=', 'is_null'] },
      position: { label: 'Order', type: 'int', sql: 'st.position', hidden: true, sort: true },
      grade_levels: {
        label: 'Grades',
        type: 'text',
        sql: "array_to_string(ARRAY(SELECT jsonb_array_elements_text(st.grade_levels)), ', ')",
        filter: ['ilike'],
      },
      grade_key: { label: 'Grade codes', type: 'text', sql: GRADE_KEY, hidden: true, filter: ['ilike'] },
      level_key: { label: 'School level ids', type: 'text', sql: LEVEL_KEY, hidden: true, filter: ['ilike'] },
      cells: { label: 'Units', type: 'json', sql: 'm.cells' },
      unit_count: { label: 'Units teaching it', type: 'int', sql: 'm.units', sort: true },
      covered: { label: 'Covered', type: 'bool', sql: 'm.units > 0', filter: ['='] },
    },
    key: 'id',
    defaultSort: [
      ['framework', 'asc'],
      ['position', 'asc'],
    ],
    permission: 'curriculum.read',
    uiPath: '/curriculum/curriculum-mapping',
  },
  framework_standards: {
    description: "One framework's standards in their hierarchy (parent first, in the package's order)",
    level: 'tenant',
    from: '{t}.standards st',
    columns: {
      id: { label: 'Id', type: 'int', sql: 'st.id', filter: ['=', 'in'] },
      framework_id: { label: 'Framework', type: 'int', sql: 'st.framework_id', filter: ['='] },
      parent_id: { label: 'Parent', type: 'int', sql: 'st.parent_id', filter: ['=', 'is_null'] },
      code: { label: 'Code', type: 'text', sql: 'st.code', filter: ['ilike'] },
      statement: { label: 'Statement', type: 'text', sql: 'st.statement' },
      grade_levels: { label: 'Grades', type: 'json', sql: 'st.grade_levels' },
      position: { label: 'Order', type: 'int', sql: 'st.position', sort: true },
    },
    key: 'id',
    defaultSort: [['position', 'asc']],
    permission: 'curriculum.read',
    uiPath: '/curriculum/curriculum-mapping',
  },
});
