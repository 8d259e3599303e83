import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  EXPLICIT_ONLY_PERMISSIONS,
  PERMISSION_GROUPS,
  hasOnePermission,
  hasPermission,
} from '../../../src/policies/permissions.ts';
import { ROUTE_PERMISSIONS, NONE, PUBLIC } from '../../../src/policies/route-permissions.ts';
import { DEFAULT_ROLES } from '../../../src/policies/default-roles.ts';
import { accessPolicyFor } from '../../../src/policies/access-policy.ts';
import { SPEC_6_PERMISSIONS } from './spec-tables.ts';

describe('permission catalogue', () => {
  it('names each permission once, in a non-empty group', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    for (const g of PERMISSION_GROUPS) expect(g.permissions.length, g.group).toBeGreaterThan(0);
  });

  it('holds every permission of the catalogue, of the route table and of the default roles', () => {
    const used = [
      ...SPEC_6_PERMISSIONS,
      ...ROUTE_PERMISSIONS.map((r) => r.permission).filter((p) => p !== NONE && p !== PUBLIC),
      ...DEFAULT_ROLES.flatMap((r) => r.role_permissions),
    ];
    expect([...new Set(used)].filter((p) => !ALL_PERMISSIONS.includes(p))).toEqual([]);
  });
});

describe('admin rule', () => {
  const others = ALL_PERMISSIONS.filter((p) => !EXPLICIT_ONLY_PERMISSIONS.includes(p));

  it('lists exactly the four explicit-only permissions', () => {
    expect([...EXPLICIT_ONLY_PERMISSIONS].sort()).toEqual([
      'dashboard.alerts',
      'dashboard.announcements',
      'dashboard.quick-links',
      'student.email',
    ]);
  });

  it.each(EXPLICIT_ONLY_PERMISSIONS.map((p) => [p]))('admin holds %s only when granted', async (perm) => {
    expect(hasPermission('admin', [], perm)).toBe(false);
    expect(hasPermission('admin', [perm], perm)).toBe(true);
    expect((await accessPolicyFor({ tenant: 't', blockedPaths: [], roles: { admin: [] } })).holds(perm)).toBe(false);
    expect((await accessPolicyFor({ tenant: 't', blockedPaths: [], roles: { admin: [perm] } })).holds(perm)).toBe(true);
  });

  it('admin holds every other permission with an empty list, even one outside the catalogue', async () => {
    const policy = await accessPolicyFor({ tenant: 't', blockedPaths: [], roles: { admin: [] } });
    for (const p of [...others, 'assignment.update']) {
      expect(hasPermission('admin', [], p), p).toBe(true);
      expect(policy.holds(p), p).toBe(true);
    }
  });

  it('other roles hold only their list', () => {
    expect(hasPermission('teacher', ['course.read'], 'course.read')).toBe(true);
    expect(hasPermission('teacher', ['course.read'], 'user.read')).toBe(false);
    expect(hasPermission('teacher', [], 'dashboard.alerts')).toBe(false);
    expect(hasPermission(undefined, [], 'course.read')).toBe(false);
  });

  it.each(DEFAULT_ROLES.map((r) => [r.role_name, r.role_permissions]))(
    'the Casbin policy agrees with hasPermission for %s on every permission',
    async (role, granted) => {
      const policy = await accessPolicyFor({ tenant: 't', blockedPaths: [], roles: { [role]: granted } });
      for (const p of ALL_PERMISSIONS)
        expect(policy.holds(p, role), `${role} ${p}`).toBe(hasPermission(role, granted, p));
    },
  );
});

describe('hasOnePermission', () => {
  it.each<[string | undefined, string[], string[], boolean, string]>([
    ['admin', [], [], false, 'an empty list is false, even for admin'],
    ['teacher', ['course.read'], [], false, 'an empty list is false'],
    ['admin', [], ['user.read'], true, 'admin without any grant'],
    ['admin', [], ['student.email'], true, 'admin, even for an explicit-only permission'],
    ['teacher', ['course.read'], ['user.read', 'course.read'], true, 'one of several held'],
    ['teacher', ['course.read'], ['user.read', 'role.read'], false, 'none held'],
    ['teacher', [], ['course.read'], false, 'nothing granted'],
    [undefined, ['course.read'], ['course.read'], true, 'no role but a grant'],
  ])('%s %j asking %j -> %s (%s)', (role, granted, asked, expected) => {
    expect(hasOnePermission(role, granted, asked)).toBe(expected);
  });
});
