// The curriculum mapping matrix: one row per (course, standard) with the units of the course that
// teach the standard; a standard with no unit is one the course leaves unmapped (coverage).
// Filtered by course_id, and by the framework's subject and the standard's grade levels; grade_key
// (",6,7,") and level_key (",2,", the school levels of those grades) let a `contains` filter on
// ",7," match grade 7 and not 17. framework_standards is one framework's hierarchy.
import { col, defineModule } from '../listmodel/define.ts';
import { ownCourses } from './scope.ts';

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
      id: col.text("c.id || '-' || st.id"),
      course_id: col.int('c.id', '=', 'Course'),
      standard_id: col.int('st.id', '= in', 'Standard'),
      framework_id: col.int('f.id', '= in', 'Framework'),
      framework: col.text('f.title', 'sort'),
      subject: col.text('f.subject', '= ilike'),
      code: col.text('st.code', 'ilike sort'),
      statement: col.text('st.statement'),
      parent_id: col.int('st.parent_id', '= is_null', 'Parent'),
      position: col.int('st.position', 'sort hidden', 'Order'),
      grade_levels: col.text(
        "array_to_string(ARRAY(SELECT jsonb_array_elements_text(st.grade_levels)), ', ')",
        'ilike',
        'Grades',
      ),
      grade_key: col.text(GRADE_KEY, 'ilike hidden', 'Grade codes'),
      level_key: col.text(LEVEL_KEY, 'ilike hidden', 'School level ids'),
      cells: col.json('m.cells', '', 'Units'),
      unit_count: col.int('m.units', 'sort', 'Units teaching it'),
      covered: col.bool('m.units > 0', '='),
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
      id: col.int('st.id', '= in'),
      framework_id: col.int('st.framework_id', '=', 'Framework'),
      parent_id: col.int('st.parent_id', '= is_null', 'Parent'),
      code: col.text('st.code', 'ilike'),
      statement: col.text('st.statement'),
      grade_levels: col.json('st.grade_levels', '', 'Grades'),
      position: col.int('st.position', 'sort', 'Order'),
    },
    key: 'id',
    defaultSort: [['position', 'asc']],
    permission: 'curriculum.read',
    uiPath: '/curriculum/curriculum-mapping',
  },
});
