// The password rules: a minimum and maximum length, not on the common and breached passwords list
// (@zxcvbn-ts/language-common), not the account's address, no composition rules; each refusal says why.
import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem, PASSWORD_MAX_LENGTH } from '../../../server/identity/password-rules.ts';
import { loadConfig } from '../../../server/config.ts';

const rules = { minLength: 12, email: 'Pat.Example@school.test' };

describe('password rules', () => {
  it('takes long passwords of any composition, the demo password included', () => {
    for (const ok of ['Welcome-2026', 'correct horse battery staple', 'alllowercaseletters', 'ÄÖÜ-straße-früh'])
      expect([ok, passwordProblem(ok, rules)]).toEqual([ok, undefined]);
  });

  it('refuses a short one, saying the minimum', () => {
    expect(passwordProblem('password', rules)).toBe('The password must have at least 12 characters');
    expect(passwordProblem('Tr0ub4dor&3', { minLength: 8 })).toBeUndefined();
  });

  it('refuses a very long one, and takes 64 characters', () => {
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1), rules)).toMatch(/at most 128/);
    expect(passwordProblem('a-passphrase-'.repeat(5).slice(0, 64), rules)).toBeUndefined();
  });

  it('refuses the common and breached passwords of the list, in any case', () => {
    const list = dictionary['passwords-common'];
    const long = list.filter((p) => p.length >= 12).slice(0, 3);
    for (const common of [...long, long[0].toUpperCase()])
      expect(passwordProblem(common, rules)).toMatch(/list of common or breached passwords/);
    expect(passwordProblem('password', { minLength: 8 })).toMatch(/common/);
  });

  it("refuses the account's address or user name", () => {
    expect(passwordProblem('pat.example@school.test', rules)).toMatch(/e-mail address or user name/);
    expect(passwordProblem('PAT.EXAMPLE', { minLength: 8, email: rules.email })).toMatch(/user name/);
  });

  it('reads PASSWORD_MIN_LENGTH, 12 by default, never under 8', () => {
    expect(loadConfig({}).passwordMinLength).toBe(12);
    expect(loadConfig({ PASSWORD_MIN_LENGTH: '15' }).passwordMinLength).toBe(15);
    expect(() => loadConfig({ PASSWORD_MIN_LENGTH: '6' })).toThrow(/PASSWORD_MIN_LENGTH/);
  });
});
