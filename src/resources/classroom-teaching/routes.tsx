// The teacher's classroom pages, reached from the gradebook (a cell's "Open work", an assignment's
// drawer) and from each other: /assignments/:assignmentId/hand-in (settings, extensions, who handed
// in), /assignments/:assignmentId/grade/:studentId (the grading view), /assignments/:assignmentId/quiz
// (the quiz editor, import and export, grading what waits) and its /analysis; and /teaching-due-dates (the
// due dates of the teacher's sections by month, in the menu).
import { ScheduleOutlined } from '@ant-design/icons';
import { menu, route } from '../../config/app-route.ts';

export const classroomTeachingRoutes = [
  route({ path: '/assignments/:assignmentId/hand-in', load: () => import('./hand-in-page.tsx'), title: 'Hand-in' }),
  route({
    path: '/assignments/:assignmentId/grade/:studentId',
    load: () => import('./grading-page.tsx'),
    title: 'Grading',
  }),
  route({ path: '/assignments/:assignmentId/quiz', load: () => import('./quiz-page.tsx'), title: 'Quiz' }),
  route({
    path: '/assignments/:assignmentId/quiz/analysis',
    load: () => import('./quiz-analysis-page.tsx'),
    title: 'Item analysis',
  }),
  route({
    path: '/teaching-due-dates',
    load: () => import('./due-dates-page.tsx'),
    menu: menu('Section due dates', <ScheduleOutlined />, 12.7),
  }),
];
