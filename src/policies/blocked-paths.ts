// Per-tenant blocked paths. A tenant without its own list uses DEFAULT_BLOCKED_PATHS.
// These lists seed platform.app_controls; at run time the stored list is authoritative.

export const DEFAULT_BLOCKED_PATHS: readonly string[] = [
  '/ei/course-catalog',
  '/ei/course-subscriptions',
  '/ai/prompt-templates',
  '/ei/my-courses',
  '/ei/lesson-transcripts',
  '/ei/tenants',
  '/student-transactions',
  '/student-transcripts',
  '/assignment-average-report',
  '/assignment-median-report',
  '/sky-api',
  '/admin/tbl/api-list',
  '/admin/tbl/templates',
  '/admin/tbl/template-master',
  '/admin/notification-log',
  '/ei/doc-types',
  '/ai/chat',
  '/ei/app-controls',
  '/home-school',
  '/ei/tt-prompt-templates',
  '/individual-teachers',
  '/ei/course-subscriptions-home',
  '/course-subscriptions-teachers',
  '/admin/product-catalog',
  '/ei/probable-tenant-courses',
  '/ei/all-courses-non-bju',
  '/ei/all-courses-bju',
];

/** Every /ei route (the operators' pages): those of the route table and the blocked-path variant's page. */
export const EI_PATHS: readonly string[] = [
  '/ei/course-subscriptions-teachers',
  '/ei/all-courses-bju',
  '/ei/all-courses-non-bju',
  '/ei/app-controls',
  '/ei/app-provider-details',
  '/ei/course-catalog',
  '/ei/course-subscriptions-home',
  '/ei/course-subscriptions-tenants',
  '/ei/course-subscriptions',
  '/ei/doc-types',
  '/ei/home-school-students',
  '/ei/lesson-transcripts',
  '/ei/my-courses',
  '/ei/probable-tenant-courses',
  '/ei/role-permissions/:roleId',
  '/ei/sub-course-catalog',
  '/ei/tenants',
  '/ei/tt-prompt-templates',
];

const EI_LMS: readonly string[] = [
  '/curriculum/curriculum-mapping',
  '/ei/course-subscriptions',
  '/sections',
  '/courses',
  '/assignment-average-report',
  '/assignment-median-report',
  '/student-transactions',
  '/student-transcripts',
  '/sky-api',
  '/admin/tbl/api-list',
  '/admin/tbl/templates',
  '/admin/tbl/template-master',
  '/admin/tbl/template/:templateId',
  '/admin/tbl/template/clone/:templateId',
  '/admin/tbl/template/create/:masterTemplateId',
  '/students',
  '/teachers',
  '/ai/chat',
  '/tenant-catalog',
  '/my-courses',
  '/admin/crs_cls_content_elements',
  '/admin/notification-log',
  '/app-controls',
  '/tt-prompt-templates',
  '/admin/sef-settings',
  '/insights/chat-insights',
  '/ai/tenant-prompt-templates',
];

// "the /ei admin pages plus home-school and teacher pages, but not student transactions or transcripts".
// /ei/course-subscriptions is not an operators' admin page: it lists a school's own subscriptions to
// its administrator (docs/commerce.md). Every other list blocks it, ei_lms's included, so without this
// no seeded school could ever open it.
const SCHOOL_SUBSCRIPTIONS_PAGE = '/ei/course-subscriptions';
const LMS: readonly string[] = [
  ...EI_PATHS.filter((p) => p !== SCHOOL_SUBSCRIPTIONS_PAGE),
  '/home-school',
  '/home-school-profile/:partyId',
  '/individual-teachers',
  '/ind-teacher-profile/:partyId',
  '/course-subscriptions-teachers',
];

const SCHOOL_WITHOUT_CURRICULUM: readonly string[] = [
  ...EI_PATHS,
  '/curriculum/curriculum-mapping',
  '/sections',
  '/students',
  '/teachers',
  '/insights/chat-insights',
  '/admin/product-catalog',
];

/** The spec's "variant": the default list plus the operators' teacher-subscription page. */
export const DEFAULT_WITH_TEACHER_SUBSCRIPTIONS: readonly string[] = [
  ...DEFAULT_BLOCKED_PATHS,
  '/ei/course-subscriptions-teachers',
];

export const TENANT_BLOCKED_PATHS: Readonly<Record<string, readonly string[]>> = {
  ei_lms: EI_LMS,
  lms: LMS,
  ncsa_lms: SCHOOL_WITHOUT_CURRICULUM,
  matched_lms: SCHOOL_WITHOUT_CURRICULUM,
  public_lms: SCHOOL_WITHOUT_CURRICULUM,
  trekai_lms: DEFAULT_WITH_TEACHER_SUBSCRIPTIONS,
};

export function blockedPathsFor(tenantSchema: string): readonly string[] {
  return TENANT_BLOCKED_PATHS[tenantSchema] ?? DEFAULT_BLOCKED_PATHS;
}
