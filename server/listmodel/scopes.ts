// Row scopes shared by several registry entries. Each returns registry SQL text that
// narrows rows to what the principal may see; values come in only through placeholders.
import { CURRENT_TERM } from './define.ts';
import type { QueryContext } from './types.ts';

const isAdmin = ({ principal: p }: QueryContext) => p.currentRole === 'admin';

/** A section (alias `sec`) the principal teaches or attends in the tenant's current term. */
export const CURRENT_TERM_SECTION_OF_PARTY = (sec: string, role: string) => {
  const term = `EXISTS (SELECT 1 FROM {t}.terms ctm WHERE ctm.id = ${sec}.term_id AND ctm.school_year || '/' || ctm.term_name = ${CURRENT_TERM})`;
  return role === 'teacher' || role === 'home-school'
    ? `${sec}.teacher_party_id = :partyId AND ${term}`
    : `EXISTS (SELECT 1 FROM {t}.enrollments ce WHERE ce.section_id = ${sec}.id AND ce.student_party_id = :partyId AND ce.withdrawn_at IS NULL) AND ${term}`;
};

/**
 * Courses (alias `c`): admin sees all; ind-teacher its own courses (by user id); other roles the
 * courses they teach or attend in the current term (by party).
 */
export function courseScope(ctx: QueryContext): string | null {
  if (isAdmin(ctx)) return null;
  const role = ctx.principal.currentRole;
  if (role === 'ind-teacher') return 'c.owner_user_id = :userId';
  return `EXISTS (SELECT 1 FROM {t}.sections sec WHERE sec.course_id = c.id AND ${CURRENT_TERM_SECTION_OF_PARTY('sec', role)})`;
}

/** The EI variant: in the operators' catalogue an ind-teacher also has the courses it subscribes to. */
export function courseScopeEi(ctx: QueryContext): string | null {
  if (ctx.principal.currentRole !== 'ind-teacher') return courseScope(ctx);
  return '(c.owner_user_id = :userId OR EXISTS (SELECT 1 FROM {t}.subscriptions cs WHERE cs.course_id = c.id AND cs.app_user_id = :userId))';
}

/** Rows of people-related data: admin all; holders of `permission` all; others only their own party. */
export const ownPartyUnless =
  (permission: string, column: string) =>
  (ctx: QueryContext): string | null =>
    isAdmin(ctx) || ctx.principal.rolePermissions.includes(permission) ? null : `${column} = :partyId`;
