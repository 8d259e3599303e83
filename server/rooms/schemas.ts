// The rooms API's shapes at the edge (docs/rooms.md, the rooms contract): the Room as the teacher's
// screens and the live view read it and the student's view of a room (both written once, in
// src/shared/rooms.ts, with the browser), and the bodies the routes take.
// Cross-field rules (start < end, a known time zone, ends_at > starts_at, the caller's sections) are
// checked in rules.ts and answer 422.
import { Type, type Static } from '@sinclair/typebox';

import {
  PeriodSchema,
  RoomKindSchema,
  RoomSchema,
  StudentRoomSchema,
  type Room as RoomType,
  type StudentRoom as StudentRoomType,
} from '../../src/shared/rooms.ts';

export { ROOM_KINDS, ROOM_STATES, type RoomKind } from '../../src/shared/rooms.ts';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Instant = Type.String({ format: 'date-time' });

/** the Room and the student's room: one wire shape with the browser (src/shared/rooms.ts) */
export const Room = RoomSchema;
export type RoomWire = RoomType;
export const StudentRoom = StudentRoomSchema;
export type StudentRoomWire = StudentRoomType;

const fields = {
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  kind: RoomKindSchema,
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
