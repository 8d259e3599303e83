// The JSON schema of a tool's request body, generated from its form declaration, so the browser
// form and the server's validation cannot disagree.
import type { FieldDecl, ToolForm } from '../../src/shared/tools/field-types.ts';
import {
  DEFAULT_TEXT_MAX,
  DEFAULT_TEXTAREA_MAX,
  GRADE_MAX,
  LANGUAGES,
  SOURCE_TEXT_MAX,
} from '../../src/shared/tools/field-types.ts';

export const MAX_TURNS = 20;
export const MAX_TURN_CHARS = 40_000;

function fieldSchema(f: FieldDecl): Record<string, unknown> {
  const minLength = f.required ? 1 : 0;
  switch (f.kind) {
    case 'grade':
      return { type: 'string', minLength, maxLength: GRADE_MAX };
    case 'text':
      return { type: 'string', minLength, maxLength: f.maxLength ?? DEFAULT_TEXT_MAX };
    case 'textarea':
      return { type: 'string', minLength, maxLength: f.maxLength ?? DEFAULT_TEXTAREA_MAX };
    case 'source-text':
      return { type: 'string', minLength, maxLength: f.maxLength ?? SOURCE_TEXT_MAX };
    case 'number':
      return { type: 'integer', minimum: f.min, maximum: f.max };
    case 'radio':
    case 'select':
      return { type: 'string', enum: f.options.map((o) => o.value) };
    case 'language':
      return { type: 'string', enum: [...LANGUAGES] };
    case 'boolean':
      return { type: 'boolean' };
  }
}

const turn = {
  type: 'object',
  additionalProperties: false,
  required: ['role', 'content'],
  properties: {
    role: { type: 'string', enum: ['user', 'assistant'] },
    content: { type: 'string', minLength: 1, maxLength: MAX_TURN_CHARS },
  },
};

/** Body: the tool's inputs, plus `conversation`, the follow-up turns after the first answer. */
export function inputSchema(form: ToolForm) {
  const properties: Record<string, unknown> = Object.fromEntries(form.fields.map((f) => [f.name, fieldSchema(f)]));
  properties.conversation = { type: 'array', maxItems: MAX_TURNS, items: turn };
  return {
    type: 'object',
    additionalProperties: false,
    required: form.fields.filter((f) => f.required).map((f) => f.name),
    properties,
  };
}
