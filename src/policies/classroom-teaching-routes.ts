// The teacher's classroom pages (src/resources/classroom-teaching): an assignment's hand-in, one
// student's work beside the grading panel, its quiz and the quiz's item analysis; the due dates of the
// sections a teacher teaches. Each needs the
// permission its data needs (server/classroom routes); the section's own teacher is checked there.
import type { RouteRule } from './route-permissions.ts';

const product = (path: string, permission: string, why: string): RouteRule => ({
  path,
  permission,
  source: 'product',
  why,
});

export const CLASSROOM_TEACHING_ROUTES: readonly RouteRule[] = [
  product('/assignments/:assignmentId/hand-in', 'grade.update', "an assignment's hand-in settings and submissions"),
  product('/assignments/:assignmentId/grade/:studentId', 'grade.update', "one student's work beside the grading"),
  product('/assignments/:assignmentId/quiz', 'assignment.update', "an assignment's quiz: questions and settings"),
  product('/assignments/:assignmentId/quiz/analysis', 'grade.update', "a quiz's item analysis over its attempts"),
  product('/teaching-due-dates', 'grade.update', "the due dates of the teacher's sections by month, with extensions"),
];
