// Response schemas: every route declares what it answers (fast-json-stringify serializes by them,
// and docs/reference.md can list them). Errors share one shape, {error:{code,message,...}}.
import { Type, type TSchema } from '@sinclair/typebox';

export const ErrorReply = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String() }, { additionalProperties: true }),
});

/** A route's `schema.response`: its success answers plus the one error shape for every 4xx. */
export function replies<T extends Record<number, TSchema>>(ok: T): T & { '4xx': typeof ErrorReply } {
  return { ...ok, '4xx': ErrorReply };
}
