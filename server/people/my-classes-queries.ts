// Each person's own view of the school's structure (the `classes` module): a teacher's students
// this term (with their sections), a student's or teacher's classes this term, the lessons of a
// student's classes (/my-classes, /my-classes/lessons/:id), a student's courses across terms. Rows
// follow the principal's party; an administrator sees every student of the term in my_students (all
// their sections when it has no party of its own).
import {
  col,
  CURRENT_TERM,
  defineModule,
  searchColumn,
  courseTitle,
  gradeLevel,
  studentName,
} from '../listmodel/define.ts';
import { TAUGHT, isAdmin } from '../sections/section-rules.ts';

const THIS_TERM = (sec: string) =>
  `EXISTS (SELECT 1 FROM {t}.terms ctm WHERE ctm.id = ${sec}.term_id AND ctm.school_year || '/' || ctm.term_name = ${CURRENT_TERM})`;
const ATTENDS = (sec: string) =>
  `EXISTS (SELECT 1 FROM {t}.enrollments me WHERE me.section_id = ${sec}.id AND me.student_party_id = :partyId AND me.withdrawn_at IS NULL)`;

export default defineModule('classes', {
  my_students: {
    description: "The students of the teacher's sections this term, with those sections",
    level: 'tenant',
    from: `{t}.parties p LEFT JOIN {t}.grade_levels g ON g.id = p.grade_level_id`,
    where: "p.kind = 'student'",
    scope: (ctx) =>
      `EXISTS (SELECT 1 FROM {t}.enrollments e JOIN {t}.sections sec ON sec.id = e.section_id
        WHERE e.student_party_id = p.party_id AND e.withdrawn_at IS NULL AND ${THIS_TERM('sec')}${isAdmin(ctx) ? '' : ` AND ${TAUGHT('sec')}`})`,
    columns: {
      student_party_id: col.int('p.party_id', '= in', 'Id'),
      student: studentName('sort'),
      grade_level: gradeLevel(),
      sections:
        col.json(`(SELECT json_agg(json_build_object('id', sec.id, 'code', sec.section_code) ORDER BY sec.section_code)
          FROM {t}.enrollments e JOIN {t}.sections sec ON sec.id = e.section_id
          WHERE e.student_party_id = p.party_id AND e.withdrawn_at IS NULL AND ${THIS_TERM('sec')}
            AND (${TAUGHT('sec')} OR CAST(:partyId AS integer) IS NULL))`),
      search: searchColumn("p.first_name || ' ' || p.last_name", { filter: ['ilike'] }),
    },
    key: 'student_party_id',
    defaultSort: [['student', 'asc']],
    permission: 'student.read',
    uiPath: '/teacher/my-students',
  },
  my_classes: {
    description: "The signed-in student's or teacher's sections this term",
    level: 'tenant',
    from: `{t}.sections sec JOIN {t}.courses c ON c.id = sec.course_id
      LEFT JOIN {t}.parties tp ON tp.party_id = sec.teacher_party_id`,
    where: THIS_TERM('sec'),
    scope: () => `(${TAUGHT('sec')} OR ${ATTENDS('sec')})`,
    columns: {
      id: col.int('sec.id', '='),
      section_code: col.text('sec.section_code', 'sort', 'Code'),
      section_name: col.text('sec.section_name', 'sort', 'Name'),
      course: courseTitle('sort'),
      teacher: col.text("tp.first_name || ' ' || tp.last_name"),
      room: col.text('sec.room'),
      meeting_days: col.text('sec.meeting_days', '', 'Days'),
      start_time: col.text("to_char(sec.start_time, 'HH24:MI')", 'sort', 'Start'),
      end_time: col.text("to_char(sec.end_time, 'HH24:MI')", '', 'End'),
      enrolled: col.int(
        '(SELECT count(*)::int FROM {t}.enrollments e WHERE e.section_id = sec.id AND e.withdrawn_at IS NULL)',
      ),
    },
    key: 'id',
    defaultSort: [['section_code', 'asc']],
    permission: 'my_class.subscriptions',
    uiPath: '/my-classes',
  },
  my_lessons: {
    description: "The published lessons of the signed-in student's classes this term",
    level: 'tenant',
    // each lesson once, with the student's class of its course (a section's own lessons: that class)
    from: `{t}.content_elements ce JOIN {t}.courses c ON c.id = ce.course_id
      JOIN LATERAL (SELECT sec.id, sec.section_code, sec.section_name FROM {t}.sections sec
        WHERE sec.course_id = ce.course_id AND (ce.section_id IS NULL OR ce.section_id = sec.id)
          AND ${ATTENDS('sec')} AND ${THIS_TERM('sec')}
        ORDER BY sec.id LIMIT 1) ms ON TRUE`,
    where: '(ce.publish_at IS NULL OR ce.publish_at <= now()) AND (ce.unpublish_at IS NULL OR ce.unpublish_at > now())',
    columns: {
      id: col.int('ce.id', '=', 'Id'),
      section_id: col.int('ms.id', '=', 'Class id'),
      section_code: col.text('ms.section_code', '', 'Class'),
      section_name: col.text('ms.section_name', '', 'Class name'),
      course_title: courseTitle('sort'),
      element_type: col.text('ce.element_type', '', 'Type'),
      title: col.text('ce.title'),
      body: col.text('ce.body', '', 'Text'),
      url: col.text('ce.url', '', 'Link'),
      position: col.int('ce.position', 'sort', 'Order'),
    },
    key: 'id',
    defaultSort: [
      ['course_title', 'asc'],
      ['position', 'asc'],
    ],
    permission: 'my_class.subscriptions',
    uiPath: '/my-classes',
  },
  my_courses: {
    description: "The signed-in student's courses across terms",
    level: 'tenant',
    from: '{t}.courses c',
    scope: () =>
      'EXISTS (SELECT 1 FROM {t}.enrollments e JOIN {t}.sections sec ON sec.id = e.section_id WHERE sec.course_id = c.id AND e.student_party_id = :partyId)',
    columns: {
      id: col.int('c.id', '='),
      course_code: col.text('c.course_code', 'sort', 'Code'),
      course_title: col.text('c.course_title', 'sort', 'Title'),
      terms: col.text(`(SELECT string_agg(DISTINCT tm.school_year || '/' || tm.term_name, ', ') FROM {t}.enrollments e
          JOIN {t}.sections sec ON sec.id = e.section_id JOIN {t}.terms tm ON tm.id = sec.term_id
          WHERE sec.course_id = c.id AND e.student_party_id = :partyId)`),
    },
    key: 'id',
    defaultSort: [['course_code', 'asc']],
    permission: 'my_course.read',
    uiPath: '/my-courses',
  },
});
