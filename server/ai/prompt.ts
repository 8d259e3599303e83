// Builds the chat messages of a generation: the CommonCharacter template as the system message,
// the tool's template filled with the validated inputs as the first user message, then any
// follow-up turns the teacher added ("make it shorter").
import type { FieldDecl, ToolForm, ToolInputs } from '../../src/shared/tools/field-types.ts';
import { displayValue } from '../../src/shared/tools/field-types.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

const SECTION = /\{\{([#^])(\w+)\}\}([\s\S]*?)\{\{\/\2\}\}/g;
const FIELD = /\{\{(\w+)\}\}/g;

/** Fills a template. Returns the text and the names of the inputs it mentioned. */
export function renderTemplate(
  template: string,
  form: ToolForm,
  inputs: ToolInputs,
): { text: string; used: Set<string> } {
  const used = new Set<string>();
  const fields = new Map<string, FieldDecl>(form.fields.map((f) => [f.name, f]));
  const value = (name: string) => {
    const f = fields.get(name);
    return f ? displayValue(f, inputs[name]) : '';
  };
  let text = template;
  // Sections may nest one level inside a field reference but not inside each other; two passes suffice.
  for (let i = 0; i < 2; i++) {
    text = text.replace(SECTION, (_m, kind: string, name: string, body: string) => {
      used.add(name);
      const present = value(name) !== '' && inputs[name] !== false;
      return (kind === '#') === present ? body : '';
    });
  }
  text = text.replace(FIELD, (m, name: string) => {
    if (!fields.has(name)) return m;
    used.add(name);
    return value(name) || 'not specified';
  });
  return { text: text.replace(/\n{3,}/g, '\n\n').trim(), used };
}

export function buildMessages(opts: {
  commonCharacter: string;
  template: string;
  form: ToolForm;
  inputs: ToolInputs;
  conversation?: Turn[];
  /** what the tool must keep to (server/ai/grounders.ts), after the teacher's request */
  grounding?: string;
}): ChatMessage[] {
  const { text, used } = renderTemplate(opts.template, opts.form, opts.inputs);
  const extra = opts.form.fields
    .filter((f) => !used.has(f.name))
    .map((f) => [f.label, displayValue(f, opts.inputs[f.name])] as const)
    .filter(([, v]) => v !== '')
    .map(([label, v]) => `- ${label}: ${v}`);
  const user = extra.length ? `${text}\n\nTeacher's inputs:\n${extra.join('\n')}` : text;
  const grounded = opts.grounding ? `${user}\n\n${opts.grounding}` : user;
  const messages: ChatMessage[] = [];
  if (opts.commonCharacter.trim()) messages.push({ role: 'system', content: opts.commonCharacter.trim() });
  messages.push({ role: 'user', content: grounded });
  for (const t of opts.conversation ?? []) messages.push({ role: t.role, content: t.content });
  return messages;
}
