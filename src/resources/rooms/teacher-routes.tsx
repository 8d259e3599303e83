// The teacher's AI room pages: /rooms (the list, create and edit), /rooms/:roomId/live (watch,
// pause, end, notes) and /rooms/:roomId/after (summaries and transcripts). See docs/rooms.md.
import { CommentOutlined } from '@ant-design/icons';
import { menu, route } from '../../config/app-route.ts';

export const roomsTeacherRoutes = [
  route({
    path: '/rooms',
    load: () => import('./teacher/rooms-page.tsx'),
    menu: menu('AI rooms', <CommentOutlined />, 44),
  }),
  route({ path: '/rooms/:roomId/live', load: () => import('./teacher/live-page.tsx'), title: 'Room live view' }),
  route({ path: '/rooms/:roomId/after', load: () => import('./teacher/after-page.tsx'), title: 'Room summaries' }),
];
