// The spec's own text for the tables the data files copy (the route table and the default blocked list),
// kept verbatim so a typo in the data fails a test.
export const SPEC_2_2 = `
| /admin/batch-jobs | batch_jobs.read |
| /admin/crs_cls_content_elements | lesson_transcript.read |
| /admin/job-schedulers | job_schedulers.read |
| /admin/notification-log | logs.read |
| /admin/notification-templates | notification.read |
| /admin/product-catalog | course.read |
| /admin/role-permissions/:roleId | role.update |
| /admin/roles | role.read |
| /admin/sef-settings | none |
| /admin/settings | none |
| /admin/tbl/api-list | table.read |
| /admin/tbl/template-master | none |
| /admin/tbl/template/:templateId | table.read |
| /admin/tbl/template/clone/:templateId | table.read |
| /admin/tbl/template/create/:masterTemplateId | table.read |
| /admin/tbl/templates | table.read |
| /admin/users | user.read |
| /ai/chat-log | none |
| /ai/chat | none |
| /ai/ei-tutor | none |
| /ai/lama-chat | none |
| /ai/prompt-templates | prompt.read |
| /ai/rate-limits | rate_limit.read |
| /ai/tenant-prompt-templates | prompt.read |
| /app-controls | app_controls.read |
| /assignment-average-report | none |
| /assignment-median-report | none |
| /course-subscriptions-teachers | subscriber.read |
| /courses | course.read |
| /curriculum/curriculum-mapping | curriculum.read |
| /dashboard | none |
| /ei/all-courses-bju | all_tenant_courses.read |
| /ei/all-courses-non-bju | all_tenant_courses.read |
| /ei/app-controls | app_controls.read |
| /ei/app-provider-details | none |
| /ei/course-catalog | course_catalog.read |
| /ei/course-subscriptions-home | subscriber.read |
| /ei/course-subscriptions-tenants | subscriber.read |
| /ei/course-subscriptions | subscriber.read |
| /ei/doc-types | doc_type.read |
| /ei/home-school-students | user.read |
| /ei/lesson-transcripts | lesson_transcript.read |
| /ei/my-courses | my_course.read |
| /ei/probable-tenant-courses | probable_tenant_courses.read |
| /ei/role-permissions/:roleId | role.update |
| /ei/sub-course-catalog | ei_catalog.read |
| /ei/tenants | tenant.read |
| /ei/tt-prompt-templates | teacher_tools.prompts |
| /error/403 | none |
| /home-school-profile/:partyId | student.read |
| /home-school | home_school_students.read |
`
  .trim()
  .split('\n')
  .map(
    (line) =>
      line
        .split('|')
        .map((c) => c.trim())
        .filter(Boolean) as [string, string],
  );

export const SPEC_2_5_DEFAULT =
  `/ei/course-catalog, /ei/course-subscriptions, /ai/prompt-templates, /ei/my-courses, /ei/lesson-transcripts, /ei/tenants, /student-transactions, /student-transcripts, /assignment-average-report, /assignment-median-report, /sky-api, /admin/tbl/api-list, /admin/tbl/templates, /admin/tbl/template-master, /admin/notification-log, /ei/doc-types, /ai/chat, /ei/app-controls, /home-school, /ei/tt-prompt-templates, /individual-teachers, /ei/course-subscriptions-home, /course-subscriptions-teachers, /admin/product-catalog, /ei/probable-tenant-courses, /ei/all-courses-non-bju, /ei/all-courses-bju`.split(
    ', ',
  );

export const SPEC_2_3_PATHS =
  `/ind-teacher-profile/:partyId /individual-teachers /insights/chat-insights /insights/mood-scanner
/my-classes /my-courses /my-documents /my-profile /rejected-documents /samples/email-editor /section/:sectionId /sections
/sky-api /stripe-payment-success /stripe-subscribe-success /student-documents /student-images /student-profile/:partyId
/student-transactions /student-transcripts /students /teacher-documents /teacher-images /teacher-profile/:partyId
/teacher-tools /teacher/my-collection /teacher/my-sections /teacher/my-students /teachers-signup /teachers /tenant-catalog
/trekai-payment /trekai-subscription /trekaisignup /tt-prompt-templates /university/:university`.split(/\s+/);

export const SPEC_6_PERMISSIONS =
  `student_images.read student.profile.read student.transactions.read student.transcripts.read
all_student_doc.read all_teacher_doc.read teacher_images.read teacher.profile.read teacher.read tenant_catalog.read
section.read api.read doc_rejections.read ind_teachers.read my_class.subscriptions teacher_tools.prompts
student.email dashboard.announcements dashboard.alerts dashboard.quick-links`.split(/\s+/);

/** A concrete path for a route pattern: each :param becomes a value. */
export const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '42');
