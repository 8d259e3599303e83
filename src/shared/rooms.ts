// The rooms' wire shapes (docs/rooms.md), written once: the server's routes answer with these
// schemas (server/rooms, server/rooms-live) and the teacher's and student's room screens read their
// Static types (src/resources/rooms/*/types.ts). A field added on one side fails to compile on the
// other. The live view's snapshot rows (students, alerts, a conversation's messages) are here too.
import { Type, type Static } from '@sinclair/typebox';

export const ROOM_KINDS = ['tutor', 'writing_coach', 'quiz_me', 'reading_adapter', 'custom'] as const;
export const ROOM_STATES = ['open', 'scheduled', 'locked', 'paused', 'ended'] as const;

/** a closed list as a JSON-Schema `enum` (one refusal naming the allowed values) */
const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const HHMM = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: "'HH:MM' (24-hour)" });
/** a timestamp as an ISO string */
const Stamp = Type.String();

export const RoomKindSchema = oneOf(ROOM_KINDS);
export const RoomStateSchema = oneOf(ROOM_STATES);

export const PeriodSchema = Type.Object(
  { day: Type.Integer({ minimum: 1, maximum: 7, description: 'Monday 1 .. Sunday 7' }), start: HHMM, end: HHMM },
  { additionalProperties: false },
);

/** a room as its teachers read it (GET /api/rooms, /api/rooms/:id, the live view's snapshot) */
export const RoomSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: RoomKindSchema,
  instructions: Type.String(),
  topics: Type.String(),
  may_give_answers: Type.Boolean(),
  unit_id: Nullable(Type.Integer()),
  reading_grade: Nullable(Type.String()),
  starts_at: Stamp,
  ends_at: Stamp,
  periods: Type.Array(PeriodSchema),
  time_zone: Type.String(),
  message_cap: Type.Integer(),
  paused: Type.Boolean(),
  ended_at: Nullable(Stamp),
  section_ids: Type.Array(Type.Integer()),
  state: RoomStateSchema,
  next_open_at: Nullable(Stamp),
  version: Type.Integer(),
});

/** a room as its student reads it (GET /api/my/rooms/:id) */
export const StudentRoomSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: RoomKindSchema,
  state: RoomStateSchema,
  next_open_at: Nullable(Stamp),
  ends_at: Stamp,
  message_cap: Type.Integer(),
  messages_left: Type.Integer(),
  teacher_can_see: Type.Literal(true),
});

/** a student of the room on the live view */
export const LiveStudentSchema = Type.Object({
  party_id: Type.Integer(),
  name: Type.String(),
  in_room: Type.Boolean(),
  /** the student's own messages in the room */
  messages: Type.Integer(),
  last_at: Nullable(Stamp),
  flagged: Type.Boolean(),
});

/** a safety alert of the room; acknowledged by a teacher: who (a name) and when */
export const LiveAlertSchema = Type.Object({
  id: Type.Integer(),
  party_id: Nullable(Type.Integer()),
  name: Type.String(),
  category: Type.String(),
  excerpt: Type.String(),
  created_at: Stamp,
  acknowledged_at: Nullable(Stamp),
  acknowledged_by: Nullable(Type.String()),
});

export const LiveMessageSchema = Type.Object({
  id: Type.Integer(),
  role: Type.String(),
  content: Type.String(),
  created_at: Stamp,
  flagged: Type.Boolean(),
});

/** one student's conversation in the room (GET /api/rooms/:id/students/:partyId/messages) */
export const ConversationSchema = Type.Object({
  student: Type.Object({ party_id: Type.Integer(), name: Type.String() }),
  conversation_id: Nullable(Type.Integer()),
  messages: Type.Array(LiveMessageSchema),
});

/** an after-room summary (GET /api/rooms/:id/summaries) */
export const SummarySchema = Type.Object({
  party_id: Type.Integer(),
  name: Type.String(),
  summary: Type.String(),
  model: Type.String(),
  drafted_at: Stamp,
});

export type RoomKind = (typeof ROOM_KINDS)[number];
export type RoomState = (typeof ROOM_STATES)[number];
export type Period = Static<typeof PeriodSchema>;
export type Room = Static<typeof RoomSchema>;
/** what a teacher sets (the Room less what the server keeps: id, state, pause, end, version) */
export type RoomSettings = Omit<Room, 'id' | 'paused' | 'ended_at' | 'state' | 'next_open_at' | 'version'>;
export type StudentRoom = Static<typeof StudentRoomSchema>;
export type LiveStudent = Static<typeof LiveStudentSchema>;
export type LiveAlert = Static<typeof LiveAlertSchema>;
export type LiveMessage = Static<typeof LiveMessageSchema>;
export type Conversation = Static<typeof ConversationSchema>;
export type Summary = Static<typeof SummarySchema>;
