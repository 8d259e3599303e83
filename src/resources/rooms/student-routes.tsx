// The student's AI room page: /my-rooms/:roomId (the room's chat, its state live, the teacher's notes).
// Reached from the Rooms card of the course home (src/components/rooms-card.tsx). See docs/rooms.md.
import { route } from '../../config/app-route.ts';

export const roomsStudentRoutes = [
  route({
    path: '/my-rooms/:roomId',
    load: () => import('./student/room-page.tsx'),
    title: 'AI room',
    validate: (p) => (/^[1-9][0-9]{0,8}$/.test(p.roomId ?? '') ? true : 'No such room'),
  }),
];
