// Own views: /my-classes (this term's classes of a student or teacher; a student's lessons open at
// /my-classes/lessons/:lessonId), /my-courses (a student's
// courses across terms), /teacher/my-sections (a teacher's sections with roster counts),
// /teacher/my-students (the students of the teacher's sections this term).
import { lazy } from 'react';
import { CalendarOutlined, ReadOutlined, TeamOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

const pages = () => import('./my-pages.tsx');

export const myClassesRoutes: AppRoute[] = [
  route(
    '/my-classes',
    () => pages().then((m) => ({ default: m.MyClassesPage })),
    menu('My classes', <CalendarOutlined />, 12),
  ),
  { path: '/my-classes/lessons/:lessonId', component: lazy(() => import('./lesson-page.tsx')), title: 'Lesson' },
  route(
    '/my-courses',
    () => pages().then((m) => ({ default: m.MyCoursesPage })),
    menu('My courses', <ReadOutlined />, 13),
  ),
  route(
    '/teacher/my-sections',
    () => pages().then((m) => ({ default: m.MySections })),
    menu('My sections', <UnorderedListOutlined />, 14),
  ),
  route(
    '/teacher/my-students',
    () => pages().then((m) => ({ default: m.MyStudents })),
    menu('My students', <TeamOutlined />, 15),
  ),
];
