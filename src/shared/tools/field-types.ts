// The vocabulary of tool form fields. One declaration per tool (tool-forms.ts) drives both the
// browser form (tool-form.tsx) and the server's JSON schema (server/ai/input-schema.ts).

export interface FieldOption {
  value: string;
  label: string;
}

interface BaseField {
  name: string;
  label: string;
  required?: boolean;
  help?: string;
  placeholder?: string;
}

export type FieldDecl =
  /** grade level from the grades_levels_tt lookup, plus 'Other' (key -1) with free text */
  | (BaseField & { kind: 'grade' })
  | (BaseField & { kind: 'text'; maxLength?: number })
  | (BaseField & { kind: 'textarea'; maxLength?: number; rows?: number })
  /** a longer text the teacher may paste or upload (.txt, .docx, .pdf, read on the server) */
  | (BaseField & { kind: 'source-text'; maxLength?: number })
  | (BaseField & { kind: 'number'; min: number; max: number; default: number })
  | (BaseField & { kind: 'radio' | 'select'; options: FieldOption[]; default?: string })
  | (BaseField & { kind: 'language'; default?: string })
  | (BaseField & { kind: 'boolean'; default?: boolean });

export type FieldKind = FieldDecl['kind'];

export interface ToolForm {
  slug: string;
  fields: FieldDecl[];
  /** the output's readability grade is checked against the grade given in this field */
  readabilityTarget?: string;
  /** the tool works from a text; its form offers an upload */
  fromText?: boolean;
}

export type ToolInputs = Record<string, string | number | boolean | undefined>;

export const LANGUAGES: readonly string[] = [
  'English',
  'Spanish',
  'French',
  'German',
  'Portuguese',
  'Italian',
  'Dutch',
  'Chinese (Simplified)',
  'Japanese',
  'Korean',
  'Arabic',
  'Russian',
  'Hindi',
  'Vietnamese',
  'Tagalog',
  'Swahili',
  'Latin',
];

/** The key the spec gives the 'Other' grade option. */
export const OTHER_GRADE_KEY = -1;

export const DEFAULT_TEXT_MAX = 200;
export const DEFAULT_TEXTAREA_MAX = 8_000;
export const SOURCE_TEXT_MAX = 60_000;
export const GRADE_MAX = 60;

/** A field's value as it should appear in a prompt: option labels instead of values. */
export function displayValue(field: FieldDecl, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (field.kind === 'radio' || field.kind === 'select') {
    return field.options.find((o) => o.value === value)?.label ?? String(value);
  }
  if (field.kind === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** Initial values for a form: each field's declared default. */
export function defaultInputs(form: ToolForm): ToolInputs {
  const out: ToolInputs = {};
  for (const f of form.fields) {
    if ('default' in f && f.default !== undefined) out[f.name] = f.default;
    else if (f.kind === 'language') out[f.name] = 'English';
  }
  return out;
}
