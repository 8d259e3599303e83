// A TypeBox object schema's properties as form rules (field-rules.ts), so the browser checks a
// field with the bounds and labels the server validates with, and both say the same message.
import type { TObject, TSchema } from '@sinclair/typebox';
import type { FieldRule, RuleSet } from './field-rules.ts';

interface Shape {
  type?: string;
  title?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  patternMessage?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: Shape[];
  items?: Shape;
  minItems?: number;
  maxItems?: number;
}

/** The closed list a shape allows: an `enum` (StringEnum) or a union of literals (choice()). */
function valuesOf(s: Shape | undefined): string[] | undefined {
  if (s?.enum) return s.enum.map(String);
  const options = s?.anyOf?.filter((o) => o.type !== 'null') ?? [];
  return options.length && options.every((o) => o.const !== undefined)
    ? options.map((o) => String(o.const))
    : undefined;
}

/** One property's rule; `required` comes from the object's required list. */
export function ruleOf(schema: TSchema, required: boolean, fallbackLabel: string): FieldRule {
  const s = schema as Shape;
  const label = s.title ?? fallbackLabel;
  const options = s.anyOf?.filter((o) => o.type !== 'null') ?? [];
  if (s.anyOf && options.length === 1) return ruleOf(options[0] as TSchema, required, label);
  const values = valuesOf(s);
  if (values) return { label, kind: 'choice', required, values };
  switch (s.type) {
    case 'integer':
    case 'number':
      return { label, kind: s.type, required, min: s.minimum, max: s.maximum };
    case 'array':
      return { label, kind: 'choices', required, min: s.minItems, max: s.maxItems, values: valuesOf(s.items) };
    case 'object':
      return { label, kind: 'json-object', required };
    default:
      return {
        label,
        kind: s.format === 'email' ? 'email' : 'text',
        required,
        min: s.minLength,
        max: s.maxLength,
        pattern: s.pattern,
        patternMessage: s.patternMessage,
      };
  }
}

/** Every property of an object schema as a rule, keyed by property name. */
export function rulesOf(schema: TObject): RuleSet {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties).map(([key, prop]) => [key, ruleOf(prop, required.has(key), key)]),
  );
}
