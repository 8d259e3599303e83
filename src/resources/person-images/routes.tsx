// Photo galleries: /student-images (student_images.read) and /teacher-images (teacher_images.read),
// served by server/images/routes.ts.
import { CameraOutlined, PictureOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const personImageRoutes: AppRoute[] = [
  route({
    path: '/student-images',
    load: () => import('./student-images-page.tsx'),
    menu: menu('Student photos', <CameraOutlined />, 64),
  }),
  route({
    path: '/teacher-images',
    load: () => import('./teacher-images-page.tsx'),
    menu: menu('Teacher photos', <PictureOutlined />, 64.5),
  }),
];
