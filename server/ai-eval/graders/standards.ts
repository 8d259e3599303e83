// Property `standards`: the labeler's code column uses only codes of the tenant's imported
// frameworks (the context's list) or "none"; a code not in the list was invented. Reads the table
// with the same function the product uses to warn the teacher (server/curriculum).
import { unknownCodes } from '../../curriculum/standards-grounding.ts';
import type { Grader } from '../types.ts';
import { tables } from './text.ts';

export const standards: Grader = (_input, output, context) => {
  const allowed = new Set((context.standards ?? []).map((s) => s.code));
  if (!tables(output).some((t) => t[0].some((c) => /code/i.test(c))))
    return { pass: false, detail: 'no table with a code column' };
  const invented = unknownCodes(output, allowed);
  if (invented.length) return { pass: false, detail: `codes not in the tenant's frameworks: ${invented.join(', ')}` };
  return { pass: true, detail: `every code among the ${allowed.size} imported` };
};
