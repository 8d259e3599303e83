// Checks a write body against the resource's TypeBox schema and answers a 400 whose `fields` name
// each field and its problem, in the words the browser's form uses for the same schema.
import { FormatRegistry, type TObject } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { badRequest } from '../errors.ts';
import { isRealDate, isRealTimestamp } from '../listmodel/value-types.ts';
import { checkField } from '../../src/shared/field-rules.ts';
import { ruleOf } from '../../src/shared/schema-rules.ts';
import type { Values } from './types.ts';

// TypeBox refuses every value of a format nobody registered; these also refuse days that do not
// exist (2024-02-31), which the database would answer with an error instead of a 400
FormatRegistry.Set('date', isRealDate);
FormatRegistry.Set('date-time', isRealTimestamp);

const compiled = new WeakMap<TObject, TypeCheck<TObject>>();
const COLUMN = /^[a-z_][a-z0-9_]{0,62}$/;

export function validateInput(schema: TObject, body: unknown, what: string): Values {
  let check = compiled.get(schema);
  if (!check) {
    check = TypeCompiler.Compile(schema);
    compiled.set(schema, check);
  }
  if (!check.Check(body)) {
    const first = check.Errors(body).First();
    const at = first?.path ? first.path.slice(1).split('/')[0] : '';
    const prop = at ? schema.properties[at] : undefined;
    const value = at ? (body as Values)[at] : undefined;
    const message =
      (prop && checkField(ruleOf(prop, schema.required?.includes(at) ?? false, at), value)) ??
      `${at ? `${at}: ` : ''}${first?.message ?? 'Invalid input'}`;
    throw badRequest(`${what}: ${message}`, 'validation_failed', at ? { fields: { [at]: message } } : undefined);
  }
  const values = body as Values;
  // keys are the schema's own property names (additionalProperties is false); checked again
  // because they become column identifiers
  for (const k of Object.keys(values))
    if (!COLUMN.test(k)) throw badRequest(`${what}: unexpected field`, 'validation_failed');
  return values;
}
