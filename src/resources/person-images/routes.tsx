// Photo galleries: /student-images (student_images.read) and /teacher-images (teacher_images.read),
// served by server/images/routes.ts.
import { lazy } from 'react';
import { CameraOutlined, PictureOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const personImageRoutes: AppRoute[] = [
  {
    path: '/student-images',
    component: lazy(() => import('./student-images-page.tsx')),
    menu: { label: 'Student photos', icon: <CameraOutlined />, order: 64 },
  },
  {
    path: '/teacher-images',
    component: lazy(() => import('./teacher-images-page.tsx')),
    menu: { label: 'Teacher photos', icon: <PictureOutlined />, order: 64.5 },
  },
];
