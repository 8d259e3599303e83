// /ei/lesson-transcripts (lesson_transcript.read): the school's lesson transcripts, the lesson each
// belongs to, and uploading one (lesson_transcript.update); the EI tutor answers from them.
import { FileTextOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const lessonTranscriptRoutes: AppRoute[] = [
  route({
    path: '/ei/lesson-transcripts',
    load: () => import('./transcripts-page.tsx'),
    menu: menu('Lesson transcripts', <FileTextOutlined />, 45, 'Courses'),
    title: 'Lesson transcripts',
  }),
];
