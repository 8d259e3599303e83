import { describe, expect, it } from 'vitest';
import { ROUTE_PERMISSIONS, NONE, PUBLIC } from '../../../src/policies/route-permissions.ts';
import { ALL_PERMISSIONS } from '../../../src/policies/permissions.ts';
import { accessPolicyFor, decide } from '../../../src/policies/access-policy.ts';
import { SPEC_2_2, SPEC_2_3_PATHS, concrete } from './spec-tables.ts';

const rows22 = ROUTE_PERMISSIONS.filter((r) => r.source === '2.2');

describe('route table against the product spec', () => {
  it('holds exactly the rows of 2.2, in order, with their permissions', () => {
    expect(rows22.map((r) => [r.path, r.permission])).toEqual(SPEC_2_2);
  });

  it('declares every path once', () => {
    const paths = ROUTE_PERMISSIONS.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe.each(SPEC_2_2)('%s (needs %s)', (path, permission) => {
  const url = concrete(path);
  const base = { tenant: 'test_lms', role: 'teacher', blockedPaths: [] as string[] };

  it('is allowed for a role holding the permission', async () => {
    const granted = permission === NONE ? [] : [permission];
    const d = await decide({ ...base, permissions: granted }, url);
    expect(d).toMatchObject({ allow: true, route: { path } });
  });

  it(
    permission === NONE ? 'is allowed for any signed-in role' : 'is denied, naming the permission, without it',
    async () => {
      const d = await decide({ ...base, permissions: ['something.else'] }, url);
      if (permission === NONE) {
        expect(d.allow).toBe(true);
      } else {
        expect(d).toMatchObject({
          allow: false,
          redirect: '/dashboard',
          reason: { code: 'missing_permission', permission, role: 'teacher' },
        });
      }
    },
  );

  it('is refused to an anonymous visitor', async () => {
    expect(await decide(null, url)).toMatchObject({ allow: false, reason: { code: 'sign_in_required' } });
  });
});

describe('routes of 2.3 and the tool pages', () => {
  it('covers every path of 2.3', () => {
    const paths = new Set(ROUTE_PERMISSIONS.map((r) => r.path));
    expect(SPEC_2_3_PATHS.filter((p) => !paths.has(p))).toEqual([]);
  });

  it.each(ROUTE_PERMISSIONS.filter((r) => r.source !== '2.2').map((r) => [r.path, r]))(
    '%s says why and needs a known permission',
    (_p, r) => {
      expect(r.why?.length).toBeGreaterThan(10);
      expect([NONE, PUBLIC, ...ALL_PERMISSIONS]).toContain(r.permission);
    },
  );

  it('lets anonymous visitors reach the Stripe pages and sign-up redirects, and marks skipAuth', async () => {
    for (const p of [
      '/stripe-payment-success',
      '/stripe-subscribe-success',
      '/trekaisignup',
      '/teachers-signup',
      '/university/state',
      '/set-password',
      '/signup/student',
      '/signup/teacher',
    ]) {
      expect(await decide(null, p), p).toMatchObject({ allow: true });
    }
    const skip = ROUTE_PERMISSIONS.filter((r) => r.skipAuth)
      .map((r) => r.path)
      .sort();
    expect(skip).toEqual(['/set-password', '/stripe-payment-success', '/stripe-subscribe-success']);
    const ext = Object.fromEntries(
      ROUTE_PERMISSIONS.filter((r) => r.externalRedirect).map((r) => [r.path, r.externalRedirect]),
    );
    expect(ext).toEqual({ '/trekaisignup': '{host}signup/student', '/teachers-signup': '{host}signup/teacher' });
  });

  it('matches any tool slug under /tt/ and only one segment deep', async () => {
    const ctx = { tenant: 't', role: 'teacher', permissions: ['teacher_tools.read'], blockedPaths: [] };
    expect(await decide(ctx, '/tt/rubric-generator')).toMatchObject({
      allow: true,
      params: { slug: 'rubric-generator' },
    });
    expect(await decide(ctx, '/tt/a/b')).toMatchObject({ allow: false, reason: { code: 'unknown_route' } });
  });
});

describe('decisions', () => {
  const ctx = { tenant: 't', role: 'teacher', permissions: ['role.update'], blockedPaths: [] };

  it('reads route parameters, ignores query, hash and trailing slash', async () => {
    expect(await decide(ctx, '/admin/role-permissions/7/?tab=1#top')).toMatchObject({
      allow: true,
      route: { path: '/admin/role-permissions/:roleId' },
      params: { roleId: '7' },
    });
  });

  it('denies an unknown route with its reason', async () => {
    expect(await decide(ctx, '/no/such/page')).toMatchObject({
      allow: false,
      redirect: '/dashboard',
      reason: { code: 'unknown_route', path: '/no/such/page' },
      message: 'No route /no/such/page',
    });
  });

  it('sends a blocked /dashboard to the 403 page rather than to itself', async () => {
    const d = await decide({ ...ctx, blockedPaths: ['/dashboard'] }, '/dashboard');
    expect(d).toMatchObject({ allow: false, redirect: '/error/403', reason: { code: 'blocked_path' } });
  });

  it('lets a user without any role open the signed-in pages only', async () => {
    const none = { tenant: 't', role: '', permissions: [], blockedPaths: [] };
    expect((await decide(none, '/dashboard')).allow).toBe(true);
    expect(await decide(none, '/courses')).toMatchObject({
      allow: false,
      reason: { code: 'missing_permission', permission: 'course.read' },
    });
  });

  it('builds one enforcer per input and a new one when the role, its permissions or the list change', async () => {
    const input = { tenant: 't', blockedPaths: ['/courses'], roles: { teacher: ['course.read', 'section.read'] } };
    const a = await accessPolicyFor(input);
    expect(await accessPolicyFor({ ...input, roles: { teacher: ['section.read', 'course.read'] } })).toBe(a);
    const b = await accessPolicyFor({ ...input, roles: { teacher: ['course.read'] } });
    const c = await accessPolicyFor({ ...input, blockedPaths: [] });
    const d = await accessPolicyFor({ ...input, roles: { student: ['course.read', 'section.read'] } });
    expect(new Set([a, b, c, d]).size).toBe(4);
    expect(a.decide('/courses').allow).toBe(false);
    expect(c.decide('/courses').allow).toBe(true);
  });
});
