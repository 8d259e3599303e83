// A TypeBox number (an assignment's points) becomes a number rule with its bounds, so the form
// checks it the way the server does instead of asking for text.
import { describe, expect, it } from 'vitest';
import shape from '../../../src/shared/entities/assignments.ts';
import { checkField } from '../../../src/shared/field-rules.ts';

describe('number fields', () => {
  it('derive a number rule with the schema bounds', () => {
    const rule = shape.createRules.max_points;
    expect(rule).toMatchObject({ kind: 'number', min: 0.5, max: 10000, required: true });
    expect(checkField(rule, 12.5)).toBeUndefined();
    expect(checkField(rule, 0)).toBe('Points must be at least 0.5');
    expect(checkField(rule, '10')).toBe('Points must be a number');
  });
});
