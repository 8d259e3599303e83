// Each person's own view of the school's structure (the `classes` module): a teacher's students
// this term (with their sections), a student's or teacher's classes this term, the lessons of a
// student's classes (/my-classes, /my-classes/lessons/:id), a student's courses across terms. Rows
// follow the principal's party; an administrator sees every student of the term in my_students (all
// their sections when it has no party of its own).
import { CURRENT_TERM, defineModule, searchColumn } from './define.ts';
import { TAUGHT, isAdmin } from '../entities/section-rules.ts';

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
      student_party_id: { label: 'Id', type: 'int', sql: 'p.party_id', filter: ['=', 'in'] },
      student: { label: 'Student', type: 'text', sql: "p.last_name || ', ' || p.first_name", sort: true },
      grade_level: { label: 'Grade level', type: 'text', sql: 'g.name' },
      sections: {
        label: 'Sections',
        type: 'json',
        sql: `(SELECT json_agg(json_build_object('id', sec.id, 'code', sec.section_code) ORDER BY sec.section_code)
          FROM {t}.enrollments e JOIN {t}.sections sec ON sec.id = e.section_id
          WHERE e.student_party_id = p.party_id AND e.withdrawn_at IS NULL AND ${THIS_TERM('sec')}
            AND (${TAUGHT('sec')} OR CAST(:partyId AS integer) IS NULL))`,
      },
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
      id: { label: 'Id', type: 'int', sql: 'sec.id', filter: ['='] },
      section_code: { label: 'Code', type: 'text', sql: 'sec.section_code', sort: true },
      section_name: { label: 'Name', type: 'text', sql: 'sec.section_name', sort: true },
      course: { label: 'Course', type: 'text', sql: 'c.course_title', sort: true },
      teacher: { label: 'Teacher', type: 'text', sql: "tp.first_name || ' ' || tp.last_name" },
      room: { label: 'Room', type: 'text', sql: 'sec.room' },
      meeting_days: { label: 'Days', type: 'text', sql: 'sec.meeting_days' },
      start_time: { label: 'Start', type: 'text', sql: "to_char(sec.start_time, 'HH24:MI')", sort: true },
      end_time: { label: 'End', type: 'text', sql: "to_char(sec.end_time, 'HH24:MI')" },
      enrolled: {
        label: 'Enrolled',
        type: 'int',
        sql: '(SELECT count(*)::int FROM {t}.enrollments e WHERE e.section_id = sec.id AND e.withdrawn_at IS NULL)',
      },
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
      id: { label: 'Id', type: 'int', sql: 'ce.id', filter: ['='] },
      section_id: { label: 'Class id', type: 'int', sql: 'ms.id', filter: ['='] },
      section_code: { label: 'Class', type: 'text', sql: 'ms.section_code' },
      section_name: { label: 'Class name', type: 'text', sql: 'ms.section_name' },
      course_title: { label: 'Course', type: 'text', sql: 'c.course_title', sort: true },
      element_type: { label: 'Type', type: 'text', sql: 'ce.element_type' },
      title: { label: 'Title', type: 'text', sql: 'ce.title' },
      body: { label: 'Text', type: 'text', sql: 'ce.body' },
      url: { label: 'Link', type: 'text', sql: 'ce.url' },
      position: { label: 'Order', type: 'int', sql: 'ce.position', sort: true },
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
      id: { label: 'Id', type: 'int', sql: 'c.id', filter: ['='] },
      course_code: { label: 'Code', type: 'text', sql: 'c.course_code', sort: true },
      course_title: { label: 'Title', type: 'text', sql: 'c.course_title', sort: true },
      terms: {
        label: 'Terms',
        type: 'text',
        sql: `(SELECT string_agg(DISTINCT tm.school_year || '/' || tm.term_name, ', ') FROM {t}.enrollments e
          JOIN {t}.sections sec ON sec.id = e.section_id JOIN {t}.terms tm ON tm.id = sec.term_id
          WHERE sec.course_id = c.id AND e.student_party_id = :partyId)`,
      },
    },
    key: 'id',
    defaultSort: [['course_code', 'asc']],
    permission: 'my_course.read',
    uiPath: '/my-courses',
  },
});
