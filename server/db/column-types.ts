// The column types the generated table interfaces (schema.gen.ts) are written in: what the `pg`
// driver reads from each PostgreSQL type and what a builder query may write to it. Kept by hand,
// beside the generator's type map (scripts/docs/schema-render.ts).
import type { ColumnType, InsertType, SelectType, UpdateType } from 'kysely';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** json/jsonb: read parsed; written as JSON text (`JSON.stringify`), since `pg` sends arrays as SQL arrays */
export type Json = ColumnType<JsonValue, string, string>;
/** int8 (bigint, count(*)): read as a string, so no precision is lost */
export type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;
export type Numeric = ColumnType<string, string | number, string | number>;
/** date, timestamp, timestamptz: read as Date */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** interval: `pg` reads it as an object of parts */
export type Interval = ColumnType<Record<string, number>, string, string>;
/** a column with a default (or a serial): inserts may leave it out */
export type Generated<T> = ColumnType<SelectType<T>, InsertType<T> | undefined, UpdateType<T>>;
/** a column the server computes (GENERATED ALWAYS): read only */
export type GeneratedAlways<T> = ColumnType<SelectType<T>, never, never>;
