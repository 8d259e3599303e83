// Builds request values from a route's own JSON schema: each property gets the first candidate
// that fits it, the victim tenant's values first, so a probe passes validation and reaches the
// handler where it can. A small checker of the keywords the app's schemas use, not a validator.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
};

const typeOf = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;

/** Whether `value` fits `schema` (type, enum, const, string/number bounds, pattern, items, properties). */
export function fits(schema: JsonSchema | undefined, value: unknown): boolean {
  if (!schema) return true;
  if (schema.anyOf && !schema.anyOf.some((s) => fits(s, value))) return false;
  if (schema.oneOf && schema.oneOf.filter((s) => fits(s, value)).length !== 1) return false;
  if (schema.const !== undefined && schema.const !== value) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (schema.type) {
    const t = typeOf(value);
    const ok = [schema.type].flat().some((want) => want === t || (want === 'number' && t === 'integer'));
    if (!ok) return false;
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && [...value].length < schema.minLength) return false;
    if (schema.maxLength !== undefined && [...value].length > schema.maxLength) return false;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return false;
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return false;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
    if (schema.items && !value.every((v) => fits(schema.items, v))) return false;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    if ((schema.required ?? []).some((k) => !(k in obj))) return false;
    for (const [k, v] of Object.entries(obj)) {
      const sub = schema.properties?.[k];
      if (sub ? !fits(sub, v) : schema.additionalProperties === false) return false;
    }
  }
  return true;
}

const GENERIC: unknown[] = [
  'probe',
  'Probe value',
  'probe-filler@example.test',
  'http://127.0.0.1:9/v1',
  '2026-2027/Fall',
  '/probe',
  'admin',
  'probe.read',
  'pdf',
  '1',
  '00000000-0000-4000-8000-000000000000',
  1,
  2,
  0,
  true,
  false,
  null,
  {},
  [],
];

/** The first candidate (victim values first, then generic ones) that fits; undefined when none does. */
export function pick(schema: JsonSchema | undefined, candidates: readonly unknown[] = []): unknown {
  if (!schema) return candidates[0];
  const extra: unknown[] = [];
  if (schema.const !== undefined) extra.push(schema.const);
  if (schema.enum) extra.push(...schema.enum);
  if (schema.minimum !== undefined) extra.push(schema.minimum);
  const wrapped = [schema.type ?? []].flat().includes('array') ? candidates.map((c) => [c]) : [];
  for (const v of [...candidates, ...wrapped, ...extra, ...GENERIC]) if (fits(schema, v)) return v;
  const types = [schema.type ?? []].flat();
  const variants = schema.anyOf ?? schema.oneOf ?? [];
  for (const s of variants) {
    const v = pick(s, candidates);
    if (v !== undefined && fits(schema, v)) return v;
  }
  if (types.includes('array') && schema.items) {
    const one = pick(schema.items, candidates);
    const arr = Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => one);
    if (fits(schema, arr)) return arr;
  }
  if (types.includes('object') || schema.properties) {
    const obj = fillObject(schema, () => []);
    if (fits(schema, obj)) return obj;
  }
  return undefined;
}

/** An object with every required property (and `also`) filled; `prefer(name)` gives victim values. */
export function fillObject(
  schema: JsonSchema,
  prefer: (name: string, sub: JsonSchema) => readonly unknown[],
  also: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, sub] of Object.entries(schema.properties ?? {})) {
    if (!(schema.required ?? []).includes(name) && !also.includes(name)) continue;
    const v = pick(sub, prefer(name, sub));
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/** Every value among `candidates` that fits the property (each becomes one probe). */
export function fitting(schema: JsonSchema | undefined, candidates: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const c of candidates) {
    if (fits(schema, c)) out.push(c);
    else if (schema && [schema.type ?? []].flat().includes('array') && fits(schema, [c])) out.push([c]);
  }
  return out;
}
