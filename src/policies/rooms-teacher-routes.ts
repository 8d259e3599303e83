// The teacher's AI room pages (src/resources/rooms/teacher): each needs room.manage, as the rooms API
// does (server/rooms, server/rooms-live); the room's own teacher is checked there.
import type { RouteRule } from './route-permissions.ts';

const product = (path: string, why: string): RouteRule => ({ path, permission: 'room.manage', source: 'product', why });

export const ROOMS_TEACHER_ROUTES: readonly RouteRule[] = [
  product('/rooms', "the teacher's AI rooms: list, create, edit, delete"),
  product('/rooms/:roomId/live', "a room's live view: students, conversations, alerts, pause and end, notes"),
  product('/rooms/:roomId/after', "a room's AI-drafted summaries and each student's transcript"),
];
