// Field shapes for entity schemas, titled so the label travels with the bounds: the server
// validates with the schema and the browser derives its form rules from it (schema-rules.ts).
import { Type, type TSchema } from '@sinclair/typebox';

/** No control characters (a NUL would fail in PostgreSQL; the others are never meant). */
const PRINTABLE = '^[^\\u0000-\\u001f]*$';

export const name = (title: string, max = 100) =>
  Type.String({
    title,
    minLength: 1,
    maxLength: max,
    pattern: PRINTABLE,
    patternMessage: `${title} has a control character`,
  });

export const text = (title: string, max: number) =>
  Type.String({ title, maxLength: max, pattern: '^[^\\u0000]*$', patternMessage: `${title} has a NUL character` });

export const code = (title: string, max = 20) =>
  Type.String({
    title,
    minLength: 1,
    maxLength: max,
    pattern: `^[A-Za-z0-9._-]{1,${max}}$`,
    patternMessage: `${title} may use letters, digits, dots, dashes and underscores`,
  });

export const id = (title: string) => Type.Integer({ title, minimum: 1, maximum: 2147483647 });

export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()], { title: schema.title });

export const choice = <V extends string>(title: string, values: readonly V[]) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { title },
  );

/** A calendar day, YYYY-MM-DD (impossible days such as 2026-02-30 are refused too). */
export const day = (title: string) => Type.String({ title, format: 'date' });

export const amount = (title: string, minimum: number, maximum: number) => Type.Number({ title, minimum, maximum });

/** An e-mail address: one @, a dot in the domain, no spaces. */
export const email = (title: string) =>
  Type.String({
    title,
    maxLength: 254,
    pattern: '^[^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+$',
    patternMessage: `${title} is not an e-mail address`,
  });

/** A telephone number: digits with the usual separators and an optional leading +. */
export const phone = (title: string) =>
  Type.String({
    title,
    maxLength: 30,
    pattern: '^\\+?[0-9 ().-]{3,30}$',
    patternMessage: `${title} may use digits, spaces, dashes, dots, brackets and a leading +`,
  });
