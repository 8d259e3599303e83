// Sections: the school's classes and their writes. An administrator sees and changes every
// section; anyone else (a teacher) only the sections it teaches or co-teaches, so another
// teacher's section answers 404. Overlapping meeting times of a teacher or a room are not refused:
// the list's `overlaps` column names them so the screen can warn.
import shape from '../../src/shared/entities/sections.ts';
import { defineEntity } from './define.ts';
import { sectionPickers } from './section-pickers.ts';
import { copyToNextTerm } from './section-copy.ts';
import { setGradeWeights } from './grade-weights.ts';
import { checkSection, isAdmin, TAUGHT, refuseDeleteWithEnrolments, saveCoTeachers } from './section-rules.ts';
import { searchColumn } from '../queries/define.ts';

const OVERLAPS = `(SELECT string_agg(o.section_code || CASE WHEN o.room = sec.room AND sec.room <> '' THEN ' (same room)' ELSE ' (same teacher)' END, ', ' ORDER BY o.section_code)
  FROM {t}.sections o
  WHERE o.id <> sec.id AND o.term_id = sec.term_id AND o.status = 'active' AND sec.status = 'active'
    AND ((o.room = sec.room AND sec.room <> '') OR o.teacher_party_id = sec.teacher_party_id)
    AND string_to_array(o.meeting_days, ',') && string_to_array(sec.meeting_days, ',')
    AND o.start_time < sec.end_time AND sec.start_time < o.end_time)`;

export default defineEntity({
  shape,
  list: {
    level: 'tenant',
    from: `{t}.sections sec
      JOIN {t}.courses c ON c.id = sec.course_id
      LEFT JOIN {t}.terms tm ON tm.id = sec.term_id
      LEFT JOIN {t}.parties tp ON tp.party_id = sec.teacher_party_id`,
    scope: (ctx) => (isAdmin(ctx) ? null : TAUGHT('sec')),
    columns: {
      id: { label: 'Id', type: 'int', sql: 'sec.id', filter: ['=', 'in'], sort: true },
      section_code: { label: 'Code', type: 'text', sql: 'sec.section_code', filter: true, sort: true },
      section_name: { label: 'Name', type: 'text', sql: 'sec.section_name', filter: true, sort: true },
      course_id: { label: 'Course id', type: 'int', sql: 'sec.course_id', filter: ['=', 'in'] },
      course: { label: 'Course', type: 'text', sql: "c.course_code || ' ' || c.course_title", sort: true },
      term_id: { label: 'Term id', type: 'int', sql: 'sec.term_id', filter: ['=', 'in'] },
      term: { label: 'Term', type: 'text', sql: "tm.school_year || '/' || tm.term_name", sort: true },
      teacher_party_id: {
        label: 'Teacher id',
        type: 'int',
        sql: 'sec.teacher_party_id',
        filter: ['=', 'in', 'is_null'],
      },
      teacher: { label: 'Teacher', type: 'text', sql: "tp.first_name || ' ' || tp.last_name", sort: true },
      co_teacher_ids: {
        label: 'Co-teacher ids',
        type: 'json',
        sql: "(SELECT coalesce(json_agg(st.teacher_party_id ORDER BY st.teacher_party_id), '[]') FROM {t}.section_teachers st WHERE st.section_id = sec.id)",
      },
      co_teachers: {
        label: 'Co-teachers',
        type: 'text',
        sql: "(SELECT string_agg(p.first_name || ' ' || p.last_name, ', ' ORDER BY p.last_name) FROM {t}.section_teachers st JOIN {t}.parties p ON p.party_id = st.teacher_party_id WHERE st.section_id = sec.id)",
      },
      room: { label: 'Room', type: 'text', sql: 'sec.room', filter: true, sort: true },
      capacity: { label: 'Capacity', type: 'int', sql: 'sec.capacity', sort: true },
      enrolled: {
        label: 'Enrolled',
        type: 'int',
        sql: '(SELECT count(*)::int FROM {t}.enrollments e WHERE e.section_id = sec.id AND e.withdrawn_at IS NULL)',
        sort: true,
      },
      meeting_days: { label: 'Meeting days', type: 'text', sql: 'sec.meeting_days' },
      start_time: { label: 'Start', type: 'text', sql: "to_char(sec.start_time, 'HH24:MI')", sort: true },
      end_time: { label: 'End', type: 'text', sql: "to_char(sec.end_time, 'HH24:MI')" },
      overlaps: { label: 'Overlaps', type: 'text', sql: OVERLAPS },
      status: { label: 'Status', type: 'text', sql: 'sec.status', filter: true, sort: true },
      created_at: { label: 'Created', type: 'timestamp', sql: 'sec.created_at', sort: true },
      version: { label: 'Version', type: 'int', sql: 'sec.version' },
      search: searchColumn(
        "coalesce(sec.section_code, '') || ' ' || sec.section_name || ' ' || c.course_title || ' ' || coalesce(tp.last_name, '')",
      ),
    },
    key: 'id',
    defaultSort: [['section_code', 'asc']],
    permission: 'section.read',
  },
  moreQueries: sectionPickers,
  write: {
    table: '{t}.sections',
    columns: [
      'id',
      'section_code',
      'section_name',
      'course_id',
      'term_id',
      'teacher_party_id',
      'room',
      'capacity',
      'meeting_days',
      'start_time',
      'end_time',
      'status',
      'version',
      'created_at',
    ],
    scope: (ctx) => (isAdmin(ctx) ? 'TRUE' : TAUGHT('sections')),
    permissions: { create: 'section.create', update: 'section.update', delete: 'section.delete' },
    prepare: (_op, values, ctx, db, before) => checkSection(values, ctx, db, before),
    afterCreate: saveCoTeachers,
    afterUpdate: saveCoTeachers,
    beforeDelete: refuseDeleteWithEnrolments,
    actions: { copy_to_next_term: copyToNextTerm, set_grade_weights: setGradeWeights },
  },
});
