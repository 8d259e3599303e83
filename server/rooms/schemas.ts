// The rooms API's shapes at the edge (docs/rooms.md, the rooms contract): the Room as the teacher's
// screens and the live view read it, the student's view of a room, and the bodies the routes take.
// Cross-field rules (start < end, a known time zone, ends_at > starts_at, the caller's sections) are
// checked in rules.ts and answer 422.
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../schemas/string-enum.ts';

export const ROOM_KINDS = ['tutor', 'writing_coach', 'quiz_me', 'reading_adapter', 'custom'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];
export const ROOM_STATES = ['open', 'scheduled', 'locked', 'paused', 'ended'] as const;

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const HHMM = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: "'HH:MM' (24-hour)" });
const Instant = Type.String({ format: 'date-time' });

export const PeriodSchema = Type.Object(
  { day: Type.Integer({ minimum: 1, maximum: 7, description: 'Monday 1 .. Sunday 7' }), start: HHMM, end: HHMM },
  { additionalProperties: false },
);

export const Room = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: StringEnum(ROOM_KINDS),
  instructions: Type.String(),
  topics: Type.String(),
  may_give_answers: Type.Boolean(),
  unit_id: Type.Union([Type.Integer(), Type.Null()]),
  reading_grade: Nullable(Type.String()),
  starts_at: Type.String(),
  ends_at: Type.String(),
  periods: Type.Array(PeriodSchema),
  time_zone: Type.String(),
  message_cap: Type.Integer(),
  paused: Type.Boolean(),
  ended_at: Nullable(Type.String()),
  section_ids: Type.Array(Type.Integer()),
  state: StringEnum(ROOM_STATES),
  next_open_at: Nullable(Type.String()),
  version: Type.Integer(),
});
export type RoomWire = Static<typeof Room>;

export const StudentRoom = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: StringEnum(ROOM_KINDS),
  state: StringEnum(ROOM_STATES),
  next_open_at: Nullable(Type.String()),
  ends_at: Type.String(),
  message_cap: Type.Integer(),
  messages_left: Type.Integer(),
  teacher_can_see: Type.Literal(true),
});
export type StudentRoomWire = Static<typeof StudentRoom>;

const fields = {
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  kind: StringEnum(ROOM_KINDS),
  instructions: Type.Optional(Type.String({ maxLength: 4000 })),
  topics: Type.Optional(Type.String({ maxLength: 1000 })),
  may_give_answers: Type.Optional(Type.Boolean()),
  unit_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
  reading_grade: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 40 }))),
  starts_at: Instant,
  ends_at: Instant,
  periods: Type.Optional(Type.Array(PeriodSchema, { maxItems: 50 })),
  time_zone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  message_cap: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  section_ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: 50 }),
};

export const CreateRoom = Type.Object(fields, { additionalProperties: false });
export type CreateRoomBody = Static<typeof CreateRoom>;
export const UpdateRoom = Type.Object(
  { ...fields, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type UpdateRoomBody = Static<typeof UpdateRoom>;

export const RoomId = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
export const SectionParams = Type.Object({ sectionId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
export const ListQuery = Type.Object(
  { section_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })) },
  { additionalProperties: false },
);
