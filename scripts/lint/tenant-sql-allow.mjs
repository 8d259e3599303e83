// The files still allowed to place a tenant's schema in SQL by hand (`sql.id(...schema...)`) until
// they take the request's Tenant (server/db/tenant.ts). eslint.config.js fences every other server
// file; tests/unit/db/tenant-sql-fence.test.ts fails when this list grows, so it only shrinks:
// remove a file when it is converted, and lower TENANT_SQL_ALLOW_MAX with it.
export const TENANT_SQL_ALLOW_MAX = 15;

export const TENANT_SQL_ALLOW = [
  'server/classroom/calendar.ts',
  'server/classroom/feedback-draft.ts',
  'server/classroom/feedback.ts',
  'server/classroom/hand-in-files.ts',
  'server/classroom/my-assignments.ts',
  'server/classroom/notice-jobs.ts',
  'server/classroom/notify.ts',
  'server/classroom/quiz-analysis.ts',
  'server/classroom/quiz-attempts.ts',
  'server/classroom/quiz-grading.ts',
  'server/classroom/quiz.ts',
  'server/classroom/rubric-store.ts',
  'server/classroom/rubric.ts',
  'server/classroom/submit.ts',
  'server/classroom/teacher.ts',
];
