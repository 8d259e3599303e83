// Own views: /my-classes (this term's classes of a student or teacher; a student's lessons open at
// /my-classes/lessons/:lessonId), /my-courses (a student's
// courses across terms), /teacher/my-sections (a teacher's sections with roster counts),
// /teacher/my-students (the students of the teacher's sections this term).
import { lazy } from 'react';
import { CalendarOutlined, ReadOutlined, TeamOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

const pages = () => import('./my-pages.tsx');

export const myClassesRoutes: AppRoute[] = [
  {
    path: '/my-classes',
    component: lazy(() => pages().then((m) => ({ default: m.MyClassesPage }))),
    menu: { label: 'My classes', icon: <CalendarOutlined />, order: 12 },
  },
  { path: '/my-classes/lessons/:lessonId', component: lazy(() => import('./lesson-page.tsx')), title: 'Lesson' },
  {
    path: '/my-courses',
    component: lazy(() => pages().then((m) => ({ default: m.MyCoursesPage }))),
    menu: { label: 'My courses', icon: <ReadOutlined />, order: 13 },
  },
  {
    path: '/teacher/my-sections',
    component: lazy(() => pages().then((m) => ({ default: m.MySections }))),
    menu: { label: 'My sections', icon: <UnorderedListOutlined />, order: 14 },
  },
  {
    path: '/teacher/my-students',
    component: lazy(() => pages().then((m) => ({ default: m.MyStudents }))),
    menu: { label: 'My students', icon: <TeamOutlined />, order: 15 },
  },
];
