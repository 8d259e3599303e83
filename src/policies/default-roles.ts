// The platform's default roles: every new tenant starts from these lists (platform.roles rows
// with tenant_id NULL); operators edit them at /ei/role-permissions/:roleId.
// admin holds every permission implicitly (see permissions.ts); its list only carries the
// explicit-only grants it should have.

export interface RoleSeed {
  role_name: string;
  description: string;
  role_permissions: string[];
}

export const DEFAULT_ROLES: readonly RoleSeed[] = [
  {
    role_name: 'admin',
    description: 'School administrator: every permission except the explicit-only ones',
    role_permissions: ['dashboard.announcements', 'dashboard.alerts', 'dashboard.quick-links'],
  },
  {
    role_name: 'teacher',
    description: 'Teacher of sections in the school',
    role_permissions: [
      'course.read',
      'section.read',
      'assignment.update',
      'grade.update',
      'student.read',
      'student.profile.read',
      'curriculum.read',
      'teacher.profile.read',
      'teacher_images.read',
      'all_teacher_doc.read',
      'doc_rejections.read',
      'my_class.subscriptions',
      'teacher_tools.read',
      'room.manage',
      'dashboard.announcements',
      'dashboard.quick-links',
    ],
  },
  {
    role_name: 'student',
    description: 'Student enrolled in sections',
    role_permissions: [
      'my_course.read',
      'my_class.subscriptions',
      'student.profile.read',
      'student_images.read',
      'student.transcripts.read',
      'student.transactions.read',
      'doc_rejections.read',
      'dashboard.announcements',
    ],
  },
  {
    role_name: 'home-school',
    description: 'Home-school family managing its own students',
    role_permissions: [
      'home_school_students.read',
      'home_school_students.create',
      'student.read',
      'student.profile.read',
      'subscriber.read',
      'my_course.read',
      'student.transcripts.read',
      'teacher_tools.read',
      'dashboard.announcements',
    ],
  },
  {
    role_name: 'ind-teacher',
    description: 'Independent teacher with their own courses',
    role_permissions: [
      'course.read',
      'course.create',
      'course.update',
      'course.delete',
      'my_course.read',
      'teacher.profile.read',
      'ind_teachers.read',
      'subscriber.read',
      'teacher_tools.read',
      'dashboard.announcements',
    ],
  },
];
