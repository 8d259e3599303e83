import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BLOCKED_PATHS,
  DEFAULT_WITH_TEACHER_SUBSCRIPTIONS,
  EI_PATHS,
  TENANT_BLOCKED_PATHS,
  blockedPathsFor,
} from '../../../src/policies/blocked-paths.ts';
import { ROUTE_PERMISSIONS } from '../../../src/policies/route-permissions.ts';
import { accessPolicyFor } from '../../../src/policies/access-policy.ts';
import { OPERATOR_TENANT } from '../../../src/policies/operator.ts';
import { DEMO_ACCOUNTS } from '../../../server/demo/demo-data.ts';
import { SPEC_2_5_DEFAULT, concrete } from './spec-tables.ts';

const lists: [string, readonly string[]][] = [
  ['(default)', DEFAULT_BLOCKED_PATHS],
  ...Object.entries(TENANT_BLOCKED_PATHS),
];
const routePaths = new Set(ROUTE_PERMISSIONS.map((r) => r.path));

describe('blocked-path lists', () => {
  it("the default list is the spec's, in order", () => {
    expect(DEFAULT_BLOCKED_PATHS).toEqual(SPEC_2_5_DEFAULT);
  });

  it.each(lists)('%s names only routes of the route table, each once', (_t, list) => {
    expect(list.filter((p) => !routePaths.has(p))).toEqual([]);
    expect(new Set(list).size).toBe(list.length);
  });

  it("ei_lms blocks its school pages but not the operators' pages", () => {
    const l = blockedPathsFor('ei_lms');
    for (const p of [
      '/courses',
      '/sections',
      '/students',
      '/teachers',
      '/curriculum/curriculum-mapping',
      '/ai/tenant-prompt-templates',
      '/admin/tbl/template/:templateId',
    ])
      expect(l).toContain(p);
    for (const p of ['/ei/tenants', '/home-school', '/individual-teachers']) expect(l).not.toContain(p);
  });

  it('lms blocks the /ei admin pages, home-school and independent-teacher pages, not student transactions or transcripts', () => {
    const l = blockedPathsFor('lms');
    for (const p of [
      ...EI_PATHS.filter((p) => p !== '/ei/course-subscriptions'),
      '/home-school',
      '/home-school-profile/:partyId',
      '/individual-teachers',
      '/ind-teacher-profile/:partyId',
    ])
      expect(l).toContain(p);
    expect(EI_PATHS).toEqual(expect.arrayContaining([...routePaths].filter((p) => p.startsWith('/ei/'))));
    for (const p of ['/student-transactions', '/student-transcripts', '/courses', '/ei/course-subscriptions'])
      expect(l).not.toContain(p);
  });

  it.each(['ncsa_lms', 'matched_lms', 'public_lms'])('%s blocks the /ei pages plus its six school pages', (t) => {
    expect([...blockedPathsFor(t)].sort()).toEqual(
      [
        ...EI_PATHS,
        '/curriculum/curriculum-mapping',
        '/sections',
        '/students',
        '/teachers',
        '/insights/chat-insights',
        '/admin/product-catalog',
      ].sort(),
    );
  });

  it('a tenant without its own list uses the default; the variant adds /ei/course-subscriptions-teachers', () => {
    expect(blockedPathsFor('riverside_lms')).toBe(DEFAULT_BLOCKED_PATHS);
    expect(blockedPathsFor('trekai_lms')).toBe(DEFAULT_WITH_TEACHER_SUBSCRIPTIONS);
    expect(DEFAULT_WITH_TEACHER_SUBSCRIPTIONS).toEqual([...DEFAULT_BLOCKED_PATHS, '/ei/course-subscriptions-teachers']);
  });
});

describe('the demo accounts', () => {
  it('can reach every page of the route table in some tenant: none is blocked for all of them', () => {
    const tenants = [...new Set(DEMO_ACCOUNTS.map((a) => a.tenant))];
    const everywhere = ROUTE_PERMISSIONS.map((r) => r.path).filter((p) =>
      tenants.every((t) => blockedPathsFor(t).includes(p)),
    );
    expect(everywhere).toEqual([]);
  });
});

describe.each(lists)('every path blocked for %s', (tenant, list) => {
  it.each(list.map((p) => [p]))('%s redirects even an admin to /dashboard, naming path and tenant', async (path) => {
    const policy = await accessPolicyFor({ tenant, blockedPaths: list, roles: { admin: [] } });
    expect(policy.decide(concrete(path))).toMatchObject({
      allow: false,
      redirect: '/dashboard',
      reason: { code: 'blocked_path', path, tenant },
    });
    expect(policy.check('authenticated', path)).toMatchObject({
      allow: false,
      reason: { code: 'blocked_path', path, tenant },
    });
  });

  it("leaves every other route open to an admin holding the explicit grants (operators' pages to operators)", async () => {
    const policy = await accessPolicyFor({ tenant, blockedPaths: list, roles: { admin: ['student.email'] } });
    const operator = tenant === OPERATOR_TENANT;
    const open = ROUTE_PERMISSIONS.filter((r) => !list.includes(r.path) && (operator || !r.operatorOnly));
    for (const r of open) expect(policy.decide(concrete(r.path)).allow, r.path).toBe(true);
    if (operator) return;
    for (const r of ROUTE_PERMISSIONS.filter((x) => x.operatorOnly))
      expect(policy.decide(concrete(r.path)), r.path).toMatchObject({
        allow: false,
        reason: { code: 'operator_only' },
      });
  });
});
