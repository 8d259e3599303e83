// /ei/lesson-transcripts (lesson_transcript.read): the school's lesson transcripts, the lesson each
// belongs to, and uploading one (lesson_transcript.update); the EI tutor answers from them.
import { lazy } from 'react';
import { FileTextOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const lessonTranscriptRoutes: AppRoute[] = [
  {
    path: '/ei/lesson-transcripts',
    component: lazy(() => import('./transcripts-page.tsx')),
    menu: { label: 'Lesson transcripts', icon: <FileTextOutlined />, group: 'Courses', order: 45 },
    title: 'Lesson transcripts',
  },
];
