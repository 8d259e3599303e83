import { describe, expect, it } from 'vitest';
import { selectCurrentRole } from '../../../src/policies/role-selection.ts';

describe('current role selection', () => {
  it.each<[string[], string | null | undefined, string | undefined, string]>([
    [['student', 'teacher', 'admin'], 'teacher', 'teacher', 'the stored role, still held'],
    [['student', 'teacher', 'admin'], 'home-school', 'admin', 'a stored role no longer held falls to the rule'],
    [['student', 'teacher', 'admin'], null, 'admin', 'several roles with student/teacher: first neither'],
    [['teacher', 'home-school', 'admin'], undefined, 'home-school', 'the first that is neither, in order'],
    [['student', 'teacher'], null, 'student', 'several roles, all student or teacher: the first'],
    [['admin', 'ind-teacher'], null, 'admin', 'several roles without student or teacher: the first'],
    [['ind-teacher', 'admin'], '', 'ind-teacher', 'an empty stored role counts as missing'],
    [['teacher'], null, 'teacher', 'one role'],
    [['student'], 'admin', 'student', 'one role, stored role not held'],
    [[], 'admin', undefined, 'no roles at all'],
  ])('%j stored %j -> %j (%s)', (roles, stored, expected) => {
    expect(selectCurrentRole(roles, stored)).toBe(expected);
  });
});
