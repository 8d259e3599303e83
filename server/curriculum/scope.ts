// Whose courses a principal may map: an independent teacher its own courses, everyone else holding
// the permission every course of the tenant (as the courses list, server/courses/courses.ts).
import type { QueryContext } from '../listmodel/types.ts';

export const ownCourses = (alias: string) => (ctx: QueryContext) =>
  ctx.principal.currentRole === 'ind-teacher' ? `${alias}.owner_user_id = :userId` : null;

/** The course ids the principal may change, as SQL for `course_id IN (...)`. */
export const writableCourses = (ctx: QueryContext) =>
  `SELECT c.id FROM {t}.courses c WHERE ${ownCourses('c')(ctx) ?? 'TRUE'}`;
