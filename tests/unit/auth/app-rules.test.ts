// Small rules of the sign-in flow: where a callback may send the user, who has subscriptions.
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../../src/providers/auth/auth-paths.ts';
import { hasSubscriptions } from '../../../src/providers/auth/app-session.ts';
import type { AppUser } from '../../../src/providers/auth/auth-storage.ts';

describe('safeReturnPath', () => {
  it('keeps an app path', () => {
    expect(safeReturnPath('/courses?page=2')).toBe('/courses?page=2');
  });

  it.each(['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '', undefined, 42])(
    'replaces %s with /dashboard',
    (v) => {
      expect(safeReturnPath(v)).toBe('/dashboard');
    },
  );
});

describe('hasSubscriptions', () => {
  const user = (tenant_name: string, tenant_model: string): AppUser => ({
    user_id: 'u',
    party_id: 1,
    roles: { access: [] },
    tenant_name,
    config: { schema_name: 'x' },
    refj: { tenant_model },
  });

  it('home-school users of the tenant named EI', () => {
    expect(hasSubscriptions(user('EI', 'B2B'), 'home-school')).toBe(true);
    expect(hasSubscriptions(user('Demo Academy', 'B2B'), 'home-school')).toBe(false);
  });

  it('students of B2CU tenants', () => {
    expect(hasSubscriptions(user('TrekAI', 'B2CU'), 'student')).toBe(true);
    expect(hasSubscriptions(user('Demo Academy', 'B2B'), 'student')).toBe(false);
    expect(hasSubscriptions(user('TrekAI', 'B2CU'), 'teacher')).toBe(false);
  });
});
