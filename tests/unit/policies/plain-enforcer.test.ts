// The browser build's stand-in for casbin (src/policies/plain-enforcer.ts) answers every question the
// access policy asks as casbin does: each route and permission, for the default roles, a role-less
// user and a made-up role, under each tenant's blocked list and none.
import { describe, expect, it } from 'vitest';
import { newEnforcer as casbinEnforcer, newModelFromString as casbinModel } from 'casbin';
import { newEnforcer, newModelFromString } from '../../../src/policies/plain-enforcer.ts';
import { MODEL_TEXT, policyLines, roleSubject, SIGNED_IN, ANYONE } from '../../../src/policies/casbin-model.ts';
import { ROUTE_PERMISSIONS } from '../../../src/policies/route-permissions.ts';
import { ALL_PERMISSIONS, EXPLICIT_ONLY_PERMISSIONS } from '../../../src/policies/permissions.ts';
import { DEFAULT_ROLES } from '../../../src/policies/default-roles.ts';
import { DEFAULT_BLOCKED_PATHS, TENANT_BLOCKED_PATHS } from '../../../src/policies/blocked-paths.ts';
import type { PolicyInput } from '../../../src/policies/casbin-model.ts';

const ROLES: Record<string, readonly string[]> = {
  ...Object.fromEntries(DEFAULT_ROLES.map((r) => [r.role_name, r.role_permissions])),
  '': [],
  clerk: ['user.read', EXPLICIT_ONLY_PERMISSIONS[0]],
};
const LISTS: Record<string, readonly string[]> = { none: [], default: DEFAULT_BLOCKED_PATHS, ...TENANT_BLOCKED_PATHS };
const OBJECTS = [
  ...new Set([...ROUTE_PERMISSIONS.map((r) => r.path), ...ALL_PERMISSIONS, SIGNED_IN, ANYONE, '/not-a-route']),
];

async function both(input: PolicyInput) {
  const { p, g } = policyLines(input);
  const real = await casbinEnforcer(casbinModel(MODEL_TEXT));
  await real.addGroupingPolicies(g);
  await real.addPolicies(p);
  const plain = await newEnforcer(newModelFromString(MODEL_TEXT));
  await plain.addGroupingPolicies(g);
  await plain.addPolicies(p);
  return { real, plain };
}

describe('the browser policy engine', () => {
  it.each(Object.keys(LISTS))('answers as casbin under the %s blocked list', async (list) => {
    const { real, plain } = await both({ tenant: 't', blockedPaths: LISTS[list], roles: ROLES });
    let differ = 0;
    let allowed = 0;
    for (const role of [...Object.keys(ROLES), 'unknown'])
      for (const obj of OBJECTS) {
        const want = real.enforceExSync(roleSubject(role), obj);
        const got = plain.enforceExSync(roleSubject(role), obj);
        if (JSON.stringify(got) !== JSON.stringify(want)) differ++;
        if (want[0]) allowed++;
      }
    expect(differ).toBe(0);
    expect(allowed).toBeGreaterThan(OBJECTS.length); // the comparison saw grants, not only refusals
  });

  it('explains a blocked path by its deny line, as casbin', async () => {
    const path = DEFAULT_BLOCKED_PATHS[0];
    const { plain } = await both({ tenant: 't', blockedPaths: [path], roles: { admin: [] } });
    expect(plain.enforceExSync('admin', path)).toEqual([false, ['*', path, 'deny']]);
  });

  it('adds nothing when a rule is already there, as casbin', async () => {
    const plain = await newEnforcer(newModelFromString(MODEL_TEXT));
    expect(await plain.addPolicies([['a', 'x', 'allow']])).toBe(true);
    expect(
      await plain.addPolicies([
        ['b', 'y', 'allow'],
        ['a', 'x', 'allow'],
      ]),
    ).toBe(false);
    expect(plain.enforceExSync('b', 'y')).toEqual([false, []]);
  });

  it('refuses a model it does not evaluate', () => {
    expect(() => newModelFromString('[request_definition]\nr = sub, obj, act')).toThrow(/casbin-model/);
  });
});
