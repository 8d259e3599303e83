// The validation rules of a form, as data, derived from the TypeBox shapes the server validates
// with (schema-rules.ts): the browser makes its antd rules from them and the server words its
// refusals with them, so a field is valid or not for the same reason, in the same words, on both
// sides. Pure TypeScript: no React, no Node.

export type FieldKind = 'text' | 'email' | 'integer' | 'number' | 'choice' | 'choices' | 'json-object';

export interface FieldRule {
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** text: length bounds; choices: count bounds; integer and number: value bounds */
  min?: number;
  max?: number;
  /** text: a regular expression the whole value must match, and what to say when it does not */
  pattern?: string;
  patternMessage?: string;
  /** choice / choices: the allowed values (absent: any string, checked elsewhere, e.g. the tenant's roles) */
  values?: readonly string[];
}

export type RuleSet = Readonly<Record<string, FieldRule>>;
export type FieldErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** The message for one field's value, or undefined when it is valid. */
export function checkField(rule: FieldRule, value: unknown): string | undefined {
  const { label } = rule;
  if (isBlank(value)) return rule.required ? `${label} is required` : undefined;
  switch (rule.kind) {
    case 'text':
    case 'email': {
      if (typeof value !== 'string') return `${label} must be text`;
      const v = value.trim();
      if (rule.min !== undefined && v.length < rule.min) return `${label} needs at least ${rule.min} characters`;
      if (rule.max !== undefined && v.length > rule.max) return `${label} allows at most ${rule.max} characters`;
      if (rule.kind === 'email' && !EMAIL.test(v)) return `${label} must be an e-mail address`;
      if (rule.pattern && !new RegExp(`^(?:${rule.pattern})$`).test(v))
        return rule.patternMessage ?? `${label} has an invalid format`;
      return undefined;
    }
    case 'integer': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return `${label} must be a whole number`;
      if (rule.min !== undefined && value < rule.min) return `${label} must be at least ${rule.min}`;
      if (rule.max !== undefined && value > rule.max) return `${label} must be at most ${rule.max}`;
      return undefined;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} must be a number`;
      if (rule.min !== undefined && value < rule.min) return `${label} must be at least ${rule.min}`;
      if (rule.max !== undefined && value > rule.max) return `${label} must be at most ${rule.max}`;
      return undefined;
    }
    case 'choice':
      if (typeof value !== 'string') return `${label} must be one of the offered values`;
      return rule.values && !rule.values.includes(value)
        ? `${label} must be one of: ${rule.values.join(', ')}`
        : undefined;
    case 'choices': {
      if (!Array.isArray(value) || value.some((x) => typeof x !== 'string')) return `${label} must be a list`;
      if (new Set(value).size !== value.length) return `${label} lists a value twice`;
      if (rule.min !== undefined && value.length < rule.min)
        return `${label} needs at least ${rule.min} value${rule.min === 1 ? '' : 's'}`;
      if (rule.max !== undefined && value.length > rule.max) return `${label} allows at most ${rule.max} values`;
      const unknown = rule.values ? value.filter((x) => !rule.values!.includes(x)) : [];
      return unknown.length ? `${label}: unknown value ${unknown.slice(0, 3).join(', ')}` : undefined;
    }
    case 'json-object':
      return typeof value === 'object' && !Array.isArray(value) ? undefined : `${label} must be an object`;
  }
}

/** Every field's message; with `partial`, fields absent from `values` are not checked. */
export function checkValues(
  rules: RuleSet,
  values: Record<string, unknown>,
  opts: { partial?: boolean } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, rule] of Object.entries(rules)) {
    if (opts.partial && !(name in values)) continue;
    const msg = checkField(rule, values[name]);
    if (msg) errors[name] = msg;
  }
  return errors;
}

const hasErrors = (e: FieldErrors) => Object.keys(e).length > 0;
export { hasErrors };
