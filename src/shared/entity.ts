// The shared half of an entity declaration: its names, the list query that reads it, the write
// resource that changes it, and its fields as titled TypeBox schemas. The server adds the SQL,
// scope and hooks (server/entities/<name>.ts); the browser binds its screens and derives form
// rules from the same object, so a bound or a label is written once. See docs/adding-a-screen.md.
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import { rulesOf } from './schema-rules.ts';
import type { RuleSet } from './field-rules.ts';

export interface EntityShapeInput<F extends Record<string, TSchema>> {
  /** the write resource (/api/resources/:name) and the audit log's resource name */
  name: string;
  /** one record, for titles ("Edit course") */
  label: string;
  /** the screen that lists it; its permission comes from src/policies */
  uiPath: string;
  /** the list query that reads it */
  list: { bizobjfile: string; api: string };
  /** the column the record id is in */
  idField?: string;
  fields: F;
  /** fields a new record must have */
  required: readonly (keyof F & string)[];
  /** fields set at creation only */
  createOnly?: readonly (keyof F & string)[];
}

export interface EntityShape {
  name: string;
  label: string;
  uiPath: string;
  list: { bizobjfile: string; api: string };
  idField: string;
  createSchema: TObject;
  /** every field optional; the engine adds `version` */
  updateSchema: TObject;
  createRules: RuleSet;
  updateRules: RuleSet;
}

export function defineEntityShape<F extends Record<string, TSchema>>(input: EntityShapeInput<F>): EntityShape {
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
    idField: input.idField ?? 'id',
    createSchema,
    updateSchema,
    createRules: rulesOf(createSchema),
    // an edit form still needs what a new record needs: required fields stay required there
    updateRules: Object.fromEntries(Object.entries(rulesOf(createSchema)).filter(([k]) => !createOnly.has(k))),
  };
}
