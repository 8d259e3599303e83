// Property `markdown`: the answer is structured Markdown a teacher can export: a heading or a
// bold title line, code fences closed, every table row as wide as its header, and no wrapping of
// the whole answer in a code block (which would print as code).
import type { Grader } from '../types.ts';
import { tables } from './text.ts';

export const markdown: Grader = (_input, output) => {
  const text = output.trim();
  if (/^```/.test(text)) return { pass: false, detail: 'the whole answer is inside a code block' };
  if ((text.match(/^\s*```/gm) ?? []).length % 2) return { pass: false, detail: 'a code fence is not closed' };
  const titled = /^#{1,6}\s+\S/m.test(text) || /^\*\*[^*\n]+\*\*\s*$/m.test(text) || /^Subject:/im.test(text);
  if (!titled) return { pass: false, detail: 'no heading or title line' };
  const ragged = tables(text).filter((t) => t.some((r) => r.length !== t[0].length));
  if (ragged.length) return { pass: false, detail: `${ragged.length} table(s) with rows of another width` };
  return { pass: true, detail: 'headed, fences closed, tables even' };
};
