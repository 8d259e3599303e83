// Own views: /my-classes (this term's classes of a student or teacher; a student's lessons open at
// /my-classes/lessons/:lessonId), /my-courses (a student's
// courses across terms), /teacher/my-sections (a teacher's sections with roster counts),
// /teacher/my-students (the students of the teacher's sections this term).
import { lazy } from 'react';
import { CalendarOutlined, ReadOutlined, TeamOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

const pages = () => import('./my-pages.tsx');

export const myClassesRoutes: AppRoute[] = [
  route({
    path: '/my-classes',
    load: () => pages().then((m) => ({ default: m.MyClassesPage })),
    menu: menu('My classes', <CalendarOutlined />, 12),
  }),
  { path: '/my-classes/lessons/:lessonId', component: lazy(() => import('./lesson-page.tsx')), title: 'Lesson' },
  route({
    path: '/my-courses',
    load: () => pages().then((m) => ({ default: m.MyCoursesPage })),
    menu: menu('My courses', <ReadOutlined />, 13),
  }),
  route({
    path: '/teacher/my-sections',
    load: () => pages().then((m) => ({ default: m.MySections })),
    menu: menu('My sections', <UnorderedListOutlined />, 14),
  }),
  route({
    path: '/teacher/my-students',
    load: () => pages().then((m) => ({ default: m.MyStudents })),
    menu: menu('Students in my sections', <TeamOutlined />, 15),
  }),
];
