// The standards labeler's answer check: codes in the table's code column that the school's list
// does not have.
import { describe, expect, it } from 'vitest';
import { groundingInstruction, unknownCodes } from '../../../server/curriculum/standards-grounding.ts';

const ALLOWED = new Set(['DM.EE.1', 'DM.NS.2']);

describe('unknownCodes', () => {
  it('reports invented codes in the code column and ignores none, known codes and other columns', () => {
    const answer = `Here are the labels.

| # | Question | Standard code | Description |
|---|---|:---:|---|
| 1 | Evaluate 3x + 2 | DM.EE.1 | Write and evaluate expressions |
| 2 | Add -3 and 5 | **dm.ns.2** | Apply operations with rational numbers (see CCSS.6.NS.1) |
| 3 | Draw a map | none | No listed standard fits |
| 4 | Solve 2x = 8 | CCSS.8.EE.7, DM.EE.1 | Solve linear equations |
| 5 | Graph y = x | 6.F.1 | Functions |`;
    expect(unknownCodes(answer, ALLOWED)).toEqual(['CCSS.8.EE.7', '6.F.1']);
  });

  it('finds nothing to report without a table or a code column', () => {
    expect(unknownCodes('No table here: DX.1', ALLOWED)).toEqual([]);
    expect(unknownCodes('| a | b |\n|---|---|\n| X.1 | Y |', ALLOWED)).toEqual([]);
  });

  it('the instruction lists every code with its statement and forbids inventing', () => {
    const text = groundingInstruction([{ code: 'DM.EE.1', statement: 'Write expressions' }]);
    expect(text).toContain('- DM.EE.1: Write expressions');
    expect(text).toMatch(/Never invent a code/);
  });
});
