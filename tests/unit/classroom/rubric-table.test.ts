// The rubric generator's Markdown table read into criteria and levels (server/classroom/rubric-table.ts).
import { describe, expect, it } from 'vitest';
import { parseRubricTable } from '../../../server/classroom/rubric-table.ts';

describe('parseRubricTable', () => {
  it('takes the levels and their points from the header, highest first', () => {
    const md = `Here is the rubric.

| Criterion | **Exemplary (4 pts)** | Proficient (3) | Developing (2 points) |
|---|:---:|---|---|
| **Thesis** | Clear and arguable | Clear | Vague |
| Evidence | Three sources | Two sources | One source |
| Total | 8 | 6 | 4 |

Scoring note: add the levels.`;
    expect(parseRubricTable(md)).toEqual([
      {
        title: 'Thesis',
        description: '',
        levels: [
          { title: 'Exemplary', description: 'Clear and arguable', points: 4 },
          { title: 'Proficient', description: 'Clear', points: 3 },
          { title: 'Developing', description: 'Vague', points: 2 },
        ],
      },
      {
        title: 'Evidence',
        description: '',
        levels: [
          { title: 'Exemplary', description: 'Three sources', points: 4 },
          { title: 'Proficient', description: 'Two sources', points: 3 },
          { title: 'Developing', description: 'One source', points: 2 },
        ],
      },
    ]);
  });

  it('takes the points from the cells when the header has none; a range counts from its low end', () => {
    const md = `| Criteria | Excellent | Needs work |
| --- | --- | --- |
| Content (10 pts) | Complete (9-10 pts) | Gaps (5 pts) |`;
    expect(parseRubricTable(md)?.[0]).toEqual({
      title: 'Content',
      description: '',
      levels: [
        { title: 'Excellent', description: 'Complete (9-10 pts)', points: 9 },
        { title: 'Needs work', description: 'Gaps (5 pts)', points: 5 },
      ],
    });
  });

  it('answers null without a table', () => {
    expect(parseRubricTable('1. What is water?\nA) A gas')).toBeNull();
  });
});
