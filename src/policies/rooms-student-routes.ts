// The student's AI room page (src/resources/rooms/student): the students' permission, as /my-work;
// the room's own students are checked by its API (server/rooms, 403 not_in_room).
import type { RouteRule } from './route-permissions.ts';

export const ROOMS_STUDENT_ROUTES: readonly RouteRule[] = [
  {
    path: '/my-rooms/:roomId',
    permission: 'my_course.read',
    source: 'product',
    why: "a student's AI room of one of its sections: the chat, the room's state and the teacher's notes",
  },
];
