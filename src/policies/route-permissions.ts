// The route table: every UI path and what it needs. Rows the product spec fixes are copied exactly; the others
// (and the tool pages) carry the permission we chose and why.
// permission: a permission name; NONE = any signed-in user; PUBLIC = no sign-in at all.
import { declaredRoutes } from './declared-access.ts';
import { DECLARED_ACCESS } from './declared-access.gen.ts';
import { ROOMS_STUDENT_ROUTES } from './rooms-student-routes.ts';
import { CLASSROOM_TEACHING_ROUTES } from './classroom-teaching-routes.ts';
import { ROOMS_TEACHER_ROUTES } from './rooms-teacher-routes.ts';

export const NONE = 'none';
export const PUBLIC = 'public';

export interface RouteRule {
  path: string;
  permission: string;
  /** where the row comes from: the spec's table (2.2) or our choice (2.3, 2.4, product) */
  source: '2.2' | '2.3' | '2.4' | 'product';
  /** why this permission, for rows the spec leaves open */
  why?: string;
  /** rendered in the public layout (no menu, no sign-in) */
  publicLayout?: boolean;
  /** Skips every authentication check */
  skipAuth?: boolean;
  /** Named routes that leave for another site; {host} is configurable */
  externalRedirect?: string;
  /** what the page's own data needs when more than `permission`: menus and quick links list the
   * page only to holders, since for anyone else it can show nothing but a refusal */
  dataPermission?: string;
  /** only platform operators (src/policies/operator.ts) open it, whatever else a role holds */
  operatorOnly?: true;
}

const spec22 = (path: string, permission: string): RouteRule => ({ path, permission, source: '2.2' });
const chosen = (path: string, permission: string, why: string, extra: Partial<RouteRule> = {}): RouteRule => ({
  path,
  permission,
  source: '2.3',
  why,
  ...extra,
});

export const ROUTE_PERMISSIONS: readonly RouteRule[] = [
  spec22('/admin/batch-jobs', 'batch_jobs.read'),
  spec22('/admin/crs_cls_content_elements', 'lesson_transcript.read'),
  spec22('/admin/job-schedulers', 'job_schedulers.read'),
  spec22('/admin/notification-log', 'logs.read'),
  spec22('/admin/notification-templates', 'notification.read'),
  spec22('/admin/product-catalog', 'course.read'),
  spec22('/admin/role-permissions/:roleId', 'role.update'),
  spec22('/admin/roles', 'role.read'),
  spec22('/admin/sef-settings', NONE),
  spec22('/admin/settings', NONE),
  spec22('/admin/tbl/api-list', 'table.read'),
  spec22('/admin/tbl/template-master', NONE),
  spec22('/admin/tbl/template/:templateId', 'table.read'),
  spec22('/admin/tbl/template/clone/:templateId', 'table.read'),
  spec22('/admin/tbl/template/create/:masterTemplateId', 'table.read'),
  spec22('/admin/tbl/templates', 'table.read'),
  spec22('/admin/users', 'user.read'),
  spec22('/ai/chat-log', NONE),
  spec22('/ai/chat', NONE),
  spec22('/ai/ei-tutor', NONE),
  spec22('/ai/lama-chat', NONE),
  spec22('/ai/prompt-templates', 'prompt.read'),
  spec22('/ai/rate-limits', 'rate_limit.read'),
  spec22('/ai/tenant-prompt-templates', 'prompt.read'),
  spec22('/app-controls', 'app_controls.read'),
  // the reports read every assignment's statistics (reports/assignment_stats needs section.read)
  { ...spec22('/assignment-average-report', NONE), dataPermission: 'section.read' },
  { ...spec22('/assignment-median-report', NONE), dataPermission: 'section.read' },
  spec22('/course-subscriptions-teachers', 'subscriber.read'),
  spec22('/courses', 'course.read'),
  spec22('/curriculum/curriculum-mapping', 'curriculum.read'),
  spec22('/dashboard', NONE),
  spec22('/ei/all-courses-bju', 'all_tenant_courses.read'),
  spec22('/ei/all-courses-non-bju', 'all_tenant_courses.read'),
  spec22('/ei/app-controls', 'app_controls.read'),
  { ...spec22('/ei/app-provider-details', NONE), dataPermission: 'app_provider.update' },
  spec22('/ei/course-catalog', 'course_catalog.read'),
  spec22('/ei/course-subscriptions-home', 'subscriber.read'),
  spec22('/ei/course-subscriptions-tenants', 'subscriber.read'),
  spec22('/ei/course-subscriptions', 'subscriber.read'),
  spec22('/ei/doc-types', 'doc_type.read'),
  spec22('/ei/home-school-students', 'user.read'),
  spec22('/ei/lesson-transcripts', 'lesson_transcript.read'),
  spec22('/ei/my-courses', 'my_course.read'),
  spec22('/ei/probable-tenant-courses', 'probable_tenant_courses.read'),
  spec22('/ei/role-permissions/:roleId', 'role.update'),
  spec22('/ei/sub-course-catalog', 'ei_catalog.read'),
  spec22('/ei/tenants', 'tenant.read'),
  spec22('/ei/tt-prompt-templates', 'teacher_tools.prompts'),
  spec22('/error/403', NONE),
  spec22('/home-school-profile/:partyId', 'student.read'),
  spec22('/home-school', 'home_school_students.read'),

  chosen('/', NONE, 'the landing path; it shows the dashboard'),
  chosen(
    '/ei/course-subscriptions-teachers',
    'subscriber.read',
    'named only by the 2.5 variant; same family as the other /ei/course-subscriptions pages',
  ),
  chosen(
    '/ind-teacher-profile/:partyId',
    'ind_teachers.read',
    'an independent teacher record, like the /individual-teachers list',
  ),
  chosen(
    '/individual-teachers',
    'ind_teachers.read',
    'the permission catalogue lists ind_teachers.read; this is its list',
  ),
  chosen('/insights/chat-insights', 'insights.read', "reads students' AI conversations: staff only, grantable"),
  chosen('/insights/mood-scanner', 'insights.read', 'same data family as chat insights'),
  chosen(
    '/my-classes',
    'my_class.subscriptions',
    'the permission catalogue lists my_class.subscriptions; the classes a user subscribes to',
  ),
  chosen(
    '/my-classes/lessons/:lessonId',
    'my_class.subscriptions',
    'one lesson of the classes listed at /my-classes; the same permission',
  ),
  chosen('/my-courses', 'my_course.read', 'same permission as /ei/my-courses in 2.2'),
  chosen('/my-documents', NONE, "the signed-in user's own documents"),
  chosen('/my-profile', NONE, "the signed-in user's own profile"),
  chosen('/rostering', 'user.create', 'OneRoster import and export; CONTRACTS.md names user.create for the import'),
  chosen('/rejected-documents', 'doc_rejections.read', 'the permission catalogue lists doc_rejections.read'),
  chosen('/samples/email-editor', 'notification.read', 'edits e-mail bodies like /admin/notification-templates'),
  chosen('/section/:sectionId', 'section.read', 'one section; the permission catalogue lists section.read'),
  chosen('/sections', 'section.read', 'the permission catalogue lists section.read'),
  chosen('/section/:sectionId/:tab', 'section.read', 'a tab of one section (roster, teachers, schedule, ...)'),
  chosen('/sky-api', 'api.read', 'the external school-information API; the permission catalogue lists api.read'),
  chosen('/set-password', PUBLIC, 'the invite or reset link sent by mail; the signed link is the credential', {
    publicLayout: true,
    skipAuth: true,
  }),
  chosen('/stripe-payment-success', PUBLIC, 'skips all authentication checks', {
    publicLayout: true,
    skipAuth: true,
  }),
  chosen('/stripe-subscribe-success', PUBLIC, 'skips all authentication checks', {
    publicLayout: true,
    skipAuth: true,
  }),
  chosen(
    '/student-documents',
    'all_student_doc.read',
    "every student's documents; the permission catalogue lists all_student_doc.read",
  ),
  chosen('/student-images', 'student_images.read', 'the permission catalogue lists student_images.read'),
  chosen('/student-profile/:partyId', 'student.profile.read', 'the permission catalogue lists student.profile.read'),
  chosen(
    '/student-transactions',
    'student.transactions.read',
    'the permission catalogue lists student.transactions.read',
  ),
  chosen('/student-transcripts', 'student.transcripts.read', 'the permission catalogue lists student.transcripts.read'),
  chosen('/students', 'student.read', 'the student list; same permission as the home-school profile in 2.2'),
  chosen('/teacher-documents', 'all_teacher_doc.read', 'the permission catalogue lists all_teacher_doc.read'),
  chosen('/teacher-images', 'teacher_images.read', 'the permission catalogue lists teacher_images.read'),
  chosen('/teacher-profile/:partyId', 'teacher.profile.read', 'the permission catalogue lists teacher.profile.read'),
  chosen('/teacher-tools', 'teacher_tools.read', 'the AI tool catalogue (2.4)'),
  chosen('/teacher/my-collection', 'teacher_tools.read', "a teacher's saved tool outputs"),
  chosen('/teacher/my-sections', 'section.read', "the teacher's own sections"),
  chosen('/teacher/my-students', 'student.read', "the students of the teacher's sections"),
  chosen('/teachers-signup', PUBLIC, 'external redirect to {host}signup/teacher', {
    publicLayout: true,
    externalRedirect: '{host}signup/teacher',
  }),
  chosen('/teachers', 'teacher.read', 'the permission catalogue lists teacher.read'),
  chosen('/tenant-catalog', 'tenant_catalog.read', 'the permission catalogue lists tenant_catalog.read'),
  chosen('/trekai-payment', NONE, 'a signed-in user paying for their own subscription'),
  chosen('/trekai-subscription', NONE, "a signed-in user's own subscription"),
  chosen('/trekaisignup', PUBLIC, 'external redirect to {host}signup/student', {
    publicLayout: true,
    externalRedirect: '{host}signup/student',
  }),
  chosen(
    '/tt-prompt-templates',
    'teacher_tools.prompts',
    "the tenant's tool prompts; the permission catalogue lists teacher_tools.prompts",
  ),
  chosen('/university/:university', PUBLIC, 'named beside the sign-up redirects: a public landing page', {
    publicLayout: true,
  }),
  { path: '/tt/:slug', permission: 'teacher_tools.read', source: '2.4', why: 'every AI teacher tool page (2.4)' },
  {
    path: '/admin/access-matrix',
    permission: 'role.read',
    source: 'product',
    why: '"why can\'t I?" answers about roles: readers of /admin/roles',
  },
  {
    path: '/admin/terms',
    permission: 'settings.update',
    source: 'product',
    why: "the school's terms are part of its settings: the page is for those who change them (everyone reads the terms through the term pickers)",
  },
  {
    path: '/admin/school-sign-in',
    permission: 'settings.update',
    source: 'product',
    why: "the school's own sign-in providers (Google, Entra): the permission their API needs, as /admin/terms",
  },
  {
    path: '/admin/announcements',
    permission: 'announcement.update',
    source: 'product',
    why: "the dashboard's announcements are written here: the page is for those who write them (readers see them on /dashboard)",
  },
  {
    path: '/admin/lti-platforms',
    permission: 'settings.update',
    source: 'product',
    why: "the school's LTI platform registrations (Canvas, Moodle): the permission their API needs, as /admin/terms",
  },
  {
    path: '/lti-courses',
    permission: 'grade.update',
    source: 'product',
    why: "the platforms' courses and their rosters, for those who launch a course as its instructor (teachers, administrators); its API takes student.read, which home-school families hold too, with no course to show them",
  },
  {
    path: '/admin/audit-log',
    permission: 'logs.read',
    source: 'product',
    why: 'who changed what: the audit records the admin writes keep (same permission as its list query)',
  },
  {
    path: '/ai/eval-reports',
    permission: 'tenant.read',
    source: 'product',
    why: "the AI evaluation reports of every model (npm run eval): the platform's, so operators only, as /ei/tenants",
    operatorOnly: true,
  },
  {
    path: '/verify-transcript/:code',
    permission: PUBLIC,
    source: 'product',
    why: 'the address printed on an official transcript: anyone holding the paper checks it without an account',
    publicLayout: true,
  },
  {
    path: '/signup/student',
    permission: PUBLIC,
    source: 'product',
    why: 'where /trekaisignup sends people: a TrekAI student signs up without an account',
    publicLayout: true,
  },
  {
    path: '/signup/teacher',
    permission: PUBLIC,
    source: 'product',
    why: 'where /teachers-signup sends people: an independent teacher signs up without an account',
    publicLayout: true,
  },
  // the classroom's student pages (src/resources/classroom): a student's own work, by the students'
  // permission; the course home for a section's students and teachers (both hold my_class.subscriptions)
  {
    path: '/my-work',
    permission: 'my_course.read',
    source: 'product',
    why: "a student's own assignments across its sections: the students' permission, as /my-courses",
  },
  {
    path: '/my-work/:assignmentId',
    permission: 'my_course.read',
    source: 'product',
    why: 'one assignment of /my-work: handing it in, its quiz and its feedback; the same permission',
  },
  {
    path: '/my-calendar',
    permission: 'my_course.read',
    source: 'product',
    why: "the due dates of /my-work by month and the student's iCalendar feed; the same permission",
  },
  {
    path: '/course-home/:sectionId',
    permission: 'my_class.subscriptions',
    source: 'product',
    why: 'one section of /my-classes in order (lessons, work): its students and teachers, as /my-classes',
  },
  ...ROOMS_STUDENT_ROUTES,
  ...CLASSROOM_TEACHING_ROUTES,
  ...ROOMS_TEACHER_ROUTES,
  // the pages of entities that declare their access with their shape (src/shared/entity.ts)
  ...declaredRoutes(DECLARED_ACCESS),
];
