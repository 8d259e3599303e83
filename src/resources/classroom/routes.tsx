// The classroom for a student (issue #31, docs/classroom.md "For students"): /my-work (every
// assignment of the student's sections with its status), /my-work/:assignmentId (one assignment:
// hand in text or files, take its quiz, read the feedback), /my-calendar (due dates by month and the
// iCalendar feed) and /course-home/:sectionId (one section's lessons and work, for its students and
// its teachers). The permissions are in src/policies/route-permissions.ts.
import { CalendarOutlined, CarryOutOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

const validId = (name: string) => (p: Record<string, string | undefined>) =>
  /^[1-9][0-9]{0,8}$/.test(p[name] ?? '') ? true : 'No such page';

export const classroomRoutes: AppRoute[] = [
  route({
    path: '/my-work',
    load: () => import('./my-work-page.tsx'),
    menu: menu('My work', <CarryOutOutlined />, 12.5),
  }),
  route({
    path: '/my-work/:assignmentId',
    load: () => import('./assignment-page.tsx'),
    title: 'Assignment',
    validate: validId('assignmentId'),
  }),
  route({
    path: '/my-calendar',
    load: () => import('./calendar-page.tsx'),
    menu: menu('Due dates', <CalendarOutlined />, 12.6),
  }),
  route({
    path: '/course-home/:sectionId',
    load: () => import('./course-home-page.tsx'),
    title: 'Course home',
    validate: validId('sectionId'),
  }),
];
