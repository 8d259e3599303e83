// A closed list of strings as a JSON-Schema `enum` (TypeBox's documented StringEnum pattern): one
// refusal that names the allowed values, where a union of literals would report each branch.
import { Type } from '@sinclair/typebox';

export const StringEnum = <T extends string>(values: readonly T[], options: { description?: string } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });
