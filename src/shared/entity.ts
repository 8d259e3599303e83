// The shared half of an entity declaration: its names, the list query that reads it, the write
// resource that changes it, and its fields as titled TypeBox schemas. The server adds the SQL,
// scope and hooks (server/<feature>/<name>.ts); the browser binds its screens and derives form
// rules from the same object, so a bound or a label is written once; its Row and Values types and
// the form's default values come from the fields too. See docs/adding-a-screen.md.
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { rulesOf } from './schema-rules.ts';
import type { RuleSet } from './field-rules.ts';

type Fields = Record<string, TSchema>;

/** The form's values: every field of the shape, typed by its schema. */
export type FieldValues<F extends Fields> = { [K in keyof F]: Static<F[K]> };

/** What an entity adds to the access policy (src/policies/declared-access.ts assembles it). */
export interface EntityAccess {
  /** the permission checklist's group its permissions join (an existing group by name, or a new one) */
  group: string;
  /** its own permissions, new to the catalogue */
  permissions: readonly { name: string; label: string }[];
  /** its page (uiPath): the permission that opens it (and reads its list), and why that one */
  page: { permission: string; why: string };
  /** the permission every write needs (create, update, delete): an entity with no server file of
   * its own gets its list and writes derived with these two (server/entity/derived.ts) */
  write?: string;
}

export interface EntityShapeInput<F extends Fields, K extends string> {
  /** the write resource (/api/resources/:name) and the audit log's resource name */
  name: string;
  /** one record, for titles ("Edit course") */
  label: string;
  /** the screen that lists it; its permission comes from src/policies */
  uiPath: string;
  /** the list query that reads it */
  list: { bizobjfile: string; api: string };
  /** the column the record id is in */
  idField?: K;
  fields: F;
  /** fields a new record must have */
  required: readonly (keyof F & string)[];
  /** fields set at creation only */
  createOnly?: readonly (keyof F & string)[];
  /** a new record's starting values in the create form */
  defaults?: Partial<FieldValues<F>>;
  /** the entity's own permissions and its page's route rule */
  access?: EntityAccess;
}

export interface EntityShape<F extends Fields = Fields, K extends string = string> {
  name: string;
  label: string;
  uiPath: string;
  list: { bizobjfile: string; api: string };
  idField: K;
  fields: F;
  access?: EntityAccess;
  /** the form's values: a record's editable fields (days as YYYY-MM-DD), or a new record's defaults */
  toValues: (record?: object) => Partial<FieldValues<F>>;
  createSchema: TObject;
  /** every field optional; the engine adds `version` */
  updateSchema: TObject;
  createRules: RuleSet;
  updateRules: RuleSet;
}

/** The values a form edits: the shape's fields. */
export type ValuesOf<S> = S extends EntityShape<infer F, string> ? FieldValues<F> : never;

/** A list row: its key, the shape's fields and `version`; `Extra` adds the list's own columns. */
export type RowOf<S, Extra = unknown> =
  S extends EntityShape<infer F, infer K> ? FieldValues<F> & { [P in K]: number } & { version: number } & Extra : never;

const isDay = (s: TSchema): boolean => s.format === 'date' || (s.anyOf ?? []).some(isDay);

/** A record's fields as the edit form changes them (not those set at creation only); a day loses its time. */
function toValuesOf<F extends Fields>(fields: F, defaults: Partial<FieldValues<F>>, createOnly: Set<string>) {
  const editable = Object.keys(fields).filter((k) => !createOnly.has(k));
  const days = new Set(editable.filter((k) => isDay(fields[k])));
  return (record?: object): Partial<FieldValues<F>> => {
    if (!record) return { ...defaults };
    const r = record as Record<string, unknown>;
    const pick = (k: string) => (days.has(k) && typeof r[k] === 'string' ? r[k].slice(0, 10) : r[k]);
    return Object.fromEntries(editable.filter((k) => k in r).map((k) => [k, pick(k)])) as Partial<FieldValues<F>>;
  };
}

export function defineEntityShape<F extends Fields, K extends string = 'id'>(
  input: EntityShapeInput<F, K>,
): EntityShape<F, K> {
  const required = new Set<string>(input.required);
  const createOnly = new Set<string>(input.createOnly ?? []);
  const entries = Object.entries(input.fields);
  const createSchema = Type.Object(
    Object.fromEntries(entries.map(([k, s]) => [k, required.has(k) ? s : Type.Optional(s)])),
    { additionalProperties: false },
  );
  const updateSchema = Type.Object(
    Object.fromEntries(entries.filter(([k]) => !createOnly.has(k)).map(([k, s]) => [k, Type.Optional(s)])),
    { additionalProperties: false },
  );
  return {
    name: input.name,
    label: input.label,
    uiPath: input.uiPath,
    list: input.list,
    idField: input.idField ?? ('id' as K),
    fields: input.fields,
    ...(input.access ? { access: input.access } : {}),
    toValues: toValuesOf(input.fields, input.defaults ?? {}, createOnly),
    createSchema,
    updateSchema,
    createRules: rulesOf(createSchema),
    // an edit form still needs what a new record needs: required fields stay required there
    updateRules: Object.fromEntries(Object.entries(rulesOf(createSchema)).filter(([k]) => !createOnly.has(k))),
  };
}
