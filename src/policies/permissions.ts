// The permissions the product knows, grouped for a checklist, and the rules for holding them. An
// entity's own permissions are declared with its shape and added here (declared-access.ts).
import { withDeclaredPermissions } from './declared-access.ts';
import { DECLARED_ACCESS } from './declared-access.gen.ts';

export interface PermissionGroup {
  group: string;
  permissions: readonly { name: string; label: string }[];
}

const p = (name: string, label: string) => ({ name, label });

/** Every permission of the route table and the catalogue, plus insights.read (our choice for /insights, see route-permissions.ts). */
const CATALOGUE: readonly PermissionGroup[] = [
  {
    group: 'Administration',
    permissions: [
      p('user.read', 'Users'),
      p('role.read', 'Roles'),
      p('role.update', 'Edit role permissions'),
      // the admin screens' writes (server/admin, server/resources)
      p('user.create', 'Invite users'),
      p('user.update', 'Edit, enable and disable users, reset passwords'),
      p('user.delete', 'Delete users'),
      p('role.create', 'Create roles'),
      p('role.delete', 'Delete roles'),
      p('settings.update', 'Edit school settings'),
      p('app_controls.update', 'Edit blocked paths'),
      p('app_controls.read', 'App controls'),
      p('batch_jobs.read', 'Batch jobs'),
      p('job_schedulers.read', 'Job schedulers'),
      p('logs.read', 'Notification log'),
      p('notification.read', 'Notification templates'),
      p('notification.update', 'Edit notification templates, resend messages'),
      p('batch_jobs.update', 'Retry and cancel batch jobs'),
      p('job_schedulers.update', 'Edit, enable, disable and run job schedules'),
      p('table.read', 'Table templates and API list'),
      p('api.read', 'School information API'),
      p('table.update', 'Create, edit, clone and delete table templates'),
      p('sky_api.update', 'Connect and sync the Blackbaud SKY API'),
    ],
  },
  {
    group: 'Courses and curriculum',
    permissions: [
      p('course.read', 'Courses and product catalogue'),
      p('course.create', 'Create courses'),
      p('course.update', 'Edit and archive courses'),
      p('course.delete', 'Delete courses'),
      p('my_course.read', 'My courses'),
      p('curriculum.read', 'Curriculum mapping'),
      p('curriculum.update', 'Import standards, edit course units and their standards'),
      p('lesson_transcript.read', 'Lesson transcripts'),
      p('lesson_transcript.update', 'Edit content elements and upload lesson transcripts'),
      p('section.read', 'Sections'),
      p('section.create', 'Create sections and copy them to the next term'),
      p('section.update', 'Edit and archive sections'),
      p('section.delete', 'Delete empty sections'),
      p('section.enrol', 'Enrol and withdraw students'),
      p('my_class.subscriptions', 'My classes'),
      p('tenant_catalog.read', 'School catalogue'),
    ],
  },
  {
    group: 'Assignments and grades',
    permissions: [
      p('assignment.update', 'Create, edit and delete assignments'),
      p('grade.update', 'Enter grades'),
      p('announcement.update', 'Write dashboard announcements'),
    ],
  },
  {
    group: 'Students',
    permissions: [
      p('student.read', 'Students'),
      p('student.email', 'Student e-mail addresses'),
      p('student.profile.read', 'Student profiles'),
      p('student_images.read', 'Student images'),
      p('student.transactions.read', 'Student transactions'),
      p('student.transactions.update', 'Record charges, payments, refunds and adjustments'),
      p('student.transcripts.read', 'Student transcripts'),
      p('all_student_doc.read', 'All student documents'),
      p('doc_rejections.read', 'Rejected documents'),
      p('document.review', 'Approve and reject documents'),
      p('home_school_students.read', 'Home-school students'),
      p('home_school_students.create', "Add and edit a home-school family's own students"),
    ],
  },
  {
    group: 'Teachers',
    permissions: [
      p('teacher.read', 'Teachers'),
      p('teacher.profile.read', 'Teacher profiles'),
      p('teacher_images.read', 'Teacher images'),
      p('all_teacher_doc.read', 'All teacher documents'),
      p('ind_teachers.read', 'Independent teachers'),
      p('teacher.create', 'Add teachers'),
      p('teacher.update', 'Edit teachers'),
      p('teacher.delete', 'Delete teachers'),
    ],
  },
  {
    group: 'AI',
    permissions: [
      p('teacher_tools.read', 'AI teacher tools'),
      p('teacher_tools.prompts', 'Teacher tool prompts'),
      p('prompt.read', 'Prompt templates'),
      p('rate_limit.read', 'Rate limits'),
      p('rate_limit.update', 'Edit rate limits'),
      p('app_provider.update', 'Edit AI model providers'),
      p('insights.read', 'Chat and mood insights'),
      p('prompt.update', 'Edit chat prompt templates'),
      p('safety_alerts.receive', 'Receive critical chat safety alerts'),
      p('room.manage', "Open AI rooms to one's sections, watch them live, pause and end them"),
    ],
  },
  {
    group: 'Subscriptions',
    permissions: [
      p('subscriber.read', 'Course subscriptions'),
      p('subscriber.update', 'Grant, extend, end and cancel course subscriptions'),
      p('tenant_catalog.subscribe', 'Subscribe the school to catalogue courses'),
    ],
  },
  {
    group: 'Platform operators',
    permissions: [
      p('tenant.read', 'Tenants'),
      p('tenant.create', 'Create tenants'),
      p('tenant.update', 'Edit and suspend tenants'),
      p('course_catalog.read', 'Course catalogue'),
      p('ei_catalog.read', 'Sub-course catalogue'),
      p('course_catalog.update', 'Edit the course catalogue'),
      p('ei_catalog.update', 'Edit sub-catalogues and whom they are offered to'),
      p('all_tenant_courses.read', 'All tenant courses'),
      p('probable_tenant_courses.read', 'Probable tenant courses'),
      p('doc_type.read', 'Document types'),
      p('doc_type.update', 'Create, edit and delete document types'),
    ],
  },
  {
    group: 'Dashboard',
    permissions: [
      p('dashboard.announcements', 'Announcements'),
      p('dashboard.alerts', 'Alerts'),
      p('dashboard.quick-links', 'Quick links'),
    ],
  },
];

export const PERMISSION_GROUPS: readonly PermissionGroup[] = withDeclaredPermissions(CATALOGUE, DECLARED_ACCESS);

export const ALL_PERMISSIONS: readonly string[] = PERMISSION_GROUPS.flatMap((g) => g.permissions.map((x) => x.name));

export const ADMIN_ROLE = 'admin';

/** Admin holds these only when its role record lists them. */
export const EXPLICIT_ONLY_PERMISSIONS: readonly string[] = [
  'student.email',
  'dashboard.announcements',
  'dashboard.alerts',
  'dashboard.quick-links',
];

/** Admin holds everything but the explicit-only permissions unless granted; others only their list. */
export function hasPermission(
  role: string | null | undefined,
  granted: readonly string[],
  permission: string,
): boolean {
  if (granted.includes(permission)) return true;
  return role === ADMIN_ROLE && !EXPLICIT_ONLY_PERMISSIONS.includes(permission);
}

/** True for admin or when any listed permission is held; an empty list gives false. */
export function hasOnePermission(
  role: string | null | undefined,
  granted: readonly string[],
  permissions: readonly string[],
): boolean {
  if (permissions.length === 0) return false;
  if (role === ADMIN_ROLE) return true;
  return permissions.some((x) => granted.includes(x));
}
