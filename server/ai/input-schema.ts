// The TypeBox schema of a tool's request body, generated from its form declaration, so the browser
// form and the server's validation cannot disagree.
import { Type, type TSchema } from '@sinclair/typebox';
import type { FieldDecl, ToolForm, ToolInputs } from '../../src/shared/tools/field-types.ts';
import type { Turn } from './prompt.ts';
import { StringEnum } from '../schemas/string-enum.ts';
import {
  DEFAULT_TEXT_MAX,
  DEFAULT_TEXTAREA_MAX,
  GRADE_MAX,
  LANGUAGES,
  SOURCE_TEXT_MAX,
} from '../../src/shared/tools/field-types.ts';

export const MAX_TURNS = 20;
export const MAX_TURN_CHARS = 40_000;

function fieldSchema(f: FieldDecl): TSchema {
  const minLength = f.required ? 1 : 0;
  switch (f.kind) {
    case 'grade':
      return Type.String({ minLength, maxLength: GRADE_MAX });
    case 'text':
      return Type.String({ minLength, maxLength: f.maxLength ?? DEFAULT_TEXT_MAX });
    case 'textarea':
      return Type.String({ minLength, maxLength: f.maxLength ?? DEFAULT_TEXTAREA_MAX });
    case 'source-text':
      return Type.String({ minLength, maxLength: f.maxLength ?? SOURCE_TEXT_MAX });
    case 'number':
      return Type.Integer({ minimum: f.min, maximum: f.max });
    case 'radio':
    case 'select':
      return StringEnum(f.options.map((o) => o.value));
    case 'language':
      return StringEnum(LANGUAGES);
    case 'boolean':
      return Type.Boolean();
  }
}

export const TurnSchema = Type.Object(
  {
    role: StringEnum(['user', 'assistant'] as const),
    content: Type.String({ minLength: 1, maxLength: MAX_TURN_CHARS }),
  },
  { additionalProperties: false },
);

export type ToolBody = ToolInputs & { conversation?: Turn[] };

/** Body: the tool's inputs, plus `conversation`, the follow-up turns after the first answer. The
 * fields come from the form declaration at run time, so the static type is the declared one. */
export function inputSchema(form: ToolForm) {
  const fields = Object.fromEntries(
    form.fields.map((f) => [f.name, f.required ? fieldSchema(f) : Type.Optional(fieldSchema(f))]),
  );
  const conversation = Type.Optional(Type.Array(TurnSchema, { maxItems: MAX_TURNS }));
  return Type.Unsafe<ToolBody>(Type.Object({ ...fields, conversation }, { additionalProperties: false }));
}
