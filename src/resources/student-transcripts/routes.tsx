// /student-transcripts (student.transcripts.read): a student's transcript from the gradebook and its
// official PDF; /verify-transcript/:code (public) checks a code printed on such a PDF.
import { lazy } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const studentTranscriptsRoutes: AppRoute[] = [
  route({
    path: '/student-transcripts',
    load: () => import('./transcripts-page.tsx'),
    menu: menu('Transcripts', <AuditOutlined />, 64),
  }),
  { path: '/verify-transcript/:code', component: lazy(() => import('./verify-page.tsx')), title: 'Transcript check' },
];
