// Sections: the school's classes and their writes. An administrator sees and changes every
// section; anyone else (a teacher) only the sections it teaches or co-teaches, so another
// teacher's section answers 404. Overlapping meeting times of a teacher or a room are not refused:
// the list's `overlaps` column names them so the screen can warn.
import shape from '../../src/shared/entities/sections.ts';
import { defineEntity } from '../entity/define.ts';
import { sectionPickers } from './section-pickers.ts';
import { copyToNextTerm } from './section-copy.ts';
import { setGradeWeights } from './grade-weights.ts';
import { checkSection, isAdmin, TAUGHT, refuseDeleteWithEnrolments, saveCoTeachers } from './section-rules.ts';
import { col, searchColumn, yearTerm } from '../listmodel/define.ts';

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
      id: col.int('sec.id', '= in sort'),
      section_code: col.text('sec.section_code', 'filter sort', 'Code'),
      section_name: col.text('sec.section_name', 'filter sort', 'Name'),
      course_id: col.int('sec.course_id', '= in'),
      course: col.text("c.course_code || ' ' || c.course_title", 'sort'),
      term_id: col.int('sec.term_id', '= in'),
      term: yearTerm('sort'),
      teacher_party_id: col.int('sec.teacher_party_id', '= in is_null', 'Teacher id'),
      teacher: col.text("tp.first_name || ' ' || tp.last_name", 'sort'),
      co_teacher_ids: col.json(
        "(SELECT coalesce(json_agg(st.teacher_party_id ORDER BY st.teacher_party_id), '[]') FROM {t}.section_teachers st WHERE st.section_id = sec.id)",
        '',
        'Co-teacher ids',
      ),
      co_teachers: col.text(
        "(SELECT string_agg(p.first_name || ' ' || p.last_name, ', ' ORDER BY p.last_name) FROM {t}.section_teachers st JOIN {t}.parties p ON p.party_id = st.teacher_party_id WHERE st.section_id = sec.id)",
        '',
        'Co-teachers',
      ),
      room: col.text('sec.room', 'filter sort'),
      capacity: col.int('sec.capacity', 'sort'),
      enrolled: col.int(
        '(SELECT count(*)::int FROM {t}.enrollments e WHERE e.section_id = sec.id AND e.withdrawn_at IS NULL)',
        'sort',
      ),
      meeting_days: col.text('sec.meeting_days'),
      start_time: col.text("to_char(sec.start_time, 'HH24:MI')", 'sort', 'Start'),
      end_time: col.text("to_char(sec.end_time, 'HH24:MI')", '', 'End'),
      overlaps: col.text(OVERLAPS),
      status: col.text('sec.status', 'filter sort'),
      created_at: col.timestamp('sec.created_at', 'sort'),
      version: col.int('sec.version'),
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
    notColumns: ['co_teacher_ids'],
    scope: (ctx) => (isAdmin(ctx) ? 'TRUE' : TAUGHT('sections')),
    permissions: { create: 'section.create', update: 'section.update', delete: 'section.delete' },
    prepare: (_op, values, ctx, db, before) => checkSection(values, ctx, db, before),
    afterCreate: saveCoTeachers,
    afterUpdate: saveCoTeachers,
    beforeDelete: refuseDeleteWithEnrolments,
    actions: { copy_to_next_term: copyToNextTerm, set_grade_weights: setGradeWeights },
  },
});
