import { describe, expect, it } from 'vitest';
import { isOperatorContext } from '../../../src/policies/operator.ts';
import { ROUTE_PERMISSIONS } from '../../../src/policies/route-permissions.ts';
import { ALL_PERMISSIONS } from '../../../src/policies/permissions.ts';
import { decide } from '../../../src/policies/access-policy.ts';

describe('who is an operator', () => {
  it.each([
    ['the ei_lms administrator', { schema: 'ei_lms', role: 'admin', permissions: [] }, true],
    ['an ei_lms role holding tenant.read', { schema: 'ei_lms', role: 'staff', permissions: ['tenant.read'] }, true],
    ['an ei_lms home-school user', { schema: 'ei_lms', role: 'home-school', permissions: ['student.read'] }, false],
    ['a TrekAI student', { schema: 'trekai_lms', role: 'student', permissions: [] }, false],
    ['another school\u2019s administrator', { schema: 'riverside_lms', role: 'admin', permissions: [] }, false],
    ['nobody signed in', { schema: undefined, role: undefined, permissions: [] }, false],
  ])('%s: %s', (_who, ctx, expected) => {
    expect(isOperatorContext({ tenant: ctx.schema, role: ctx.role, permissions: ctx.permissions })).toBe(expected);
  });
});

describe('pages whose data needs more than the route', () => {
  it('name known permissions, and the AI provider page needs app_provider.update', () => {
    const needs = ROUTE_PERMISSIONS.filter((r) => r.dataPermission);
    for (const r of needs) expect(ALL_PERMISSIONS).toContain(r.dataPermission);
    expect(needs.find((r) => r.path === '/ei/app-provider-details')?.dataPermission).toBe('app_provider.update');
  });
});

describe('pages for operators only', () => {
  const ctx = (tenant: string, role: string, permissions: string[] = []) => ({
    tenant,
    role,
    permissions,
    blockedPaths: [],
  });

  it('opens /ai/eval-reports to operators and to no school, whatever its role holds', async () => {
    expect(ROUTE_PERMISSIONS.find((r) => r.path === '/ai/eval-reports')?.operatorOnly).toBe(true);
    expect(await decide(ctx('ei_lms', 'admin'), '/ai/eval-reports')).toMatchObject({ allow: true });
    expect(await decide(ctx('ei_lms', 'staff', ['tenant.read']), '/ai/eval-reports')).toMatchObject({ allow: true });
    for (const school of [ctx('lms', 'admin'), ctx('riverside_lms', 'staff', ['tenant.read'])])
      expect(await decide(school, '/ai/eval-reports')).toMatchObject({
        allow: false,
        redirect: '/dashboard',
        reason: { code: 'operator_only', path: '/ai/eval-reports' },
        message: '/ai/eval-reports is open to platform operators only',
      });
    expect(await decide(ctx('ei_lms', 'home-school', ['student.read']), '/ai/eval-reports')).toMatchObject({
      allow: false,
      reason: { code: 'missing_permission', permission: 'tenant.read' },
    });
  });
});
