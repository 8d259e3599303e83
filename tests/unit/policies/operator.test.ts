import { describe, expect, it } from 'vitest';
import { isOperatorContext } from '../../../src/policies/operator.ts';
import { ROUTE_PERMISSIONS } from '../../../src/policies/route-permissions.ts';
import { ALL_PERMISSIONS } from '../../../src/policies/permissions.ts';

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
