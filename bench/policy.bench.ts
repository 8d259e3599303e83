// Access decisions per second: the shared policy (route match + Casbin verdict, memoised per role
// and route) over the full route table with a 30-path blocklist, against a plain object lookup of
// precomputed answers in the same run. Also the raw Casbin enforce rate and the build time.
import { newEnforcer, newModelFromString } from 'casbin';
import type { BenchResult } from './types.ts';
import { ROUTE_PERMISSIONS, NONE } from '../src/policies/route-permissions.ts';
import { DEFAULT_BLOCKED_PATHS } from '../src/policies/blocked-paths.ts';
import { DEFAULT_ROLES } from '../src/policies/default-roles.ts';
import { buildAccessPolicy } from '../src/policies/access-policy.ts';
import { MODEL_TEXT, policyLines, requirementOf } from '../src/policies/casbin-model.ts';

const BLOCKED = [...DEFAULT_BLOCKED_PATHS, '/sections', '/students', '/teachers'];
const teacher = DEFAULT_ROLES.find((r) => r.role_name === 'teacher')!;
const PATHS = [
  ...ROUTE_PERMISSIONS.map((r) => r.path.replace(/:[A-Za-z]+/g, '17')),
  '/no/such/page',
  '/courses?tab=2',
  '/admin/role-permissions/9#perms',
];

/** Runs `fn` over PATHS for about `ms` milliseconds; returns calls per second. */
function rate(fn: (path: string) => boolean, ms = 1500): number {
  let n = 0;
  let sink = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ms) {
    for (let i = 0; i < PATHS.length; i++) if (fn(PATHS[i])) sink++;
    n += PATHS.length;
    t = performance.now();
  }
  if (sink < 0) console.log(sink); // keeps the work observable
  return n / ((t - t0) / 1000);
}

export default async function (): Promise<BenchResult[]> {
  const input = { tenant: 'bench_lms', blockedPaths: BLOCKED, roles: { teacher: teacher.role_permissions } };

  const b0 = performance.now();
  const builds = 20;
  for (let i = 0; i < builds; i++) await buildAccessPolicy(input);
  const buildMs = (performance.now() - b0) / builds;

  const policy = await buildAccessPolicy(input);
  const ours = rate((p) => policy.decide(p, 'teacher').allow);

  // Baseline: answers precomputed into plain objects keyed by the concrete path.
  const need: Record<string, string> = {};
  ROUTE_PERMISSIONS.forEach((r, i) => {
    need[PATHS[i]] = r.permission;
  });
  const blocked: Record<string, true> = {};
  ROUTE_PERMISSIONS.forEach((r, i) => {
    if (BLOCKED.includes(r.path)) blocked[PATHS[i]] = true;
  });
  const held: Record<string, true> = Object.fromEntries(teacher.role_permissions.map((p) => [p, true]));
  const base = rate((p) => {
    const n = need[p];
    return n !== undefined && !blocked[p] && (n === NONE || held[n] === true);
  });

  // Raw Casbin: one enforceExSync per decision on route patterns, nothing memoised.
  const enforcer = await newEnforcer(newModelFromString(MODEL_TEXT));
  const { p, g } = policyLines(input);
  await enforcer.addGroupingPolicies(g);
  await enforcer.addPolicies(p);
  const patterns = ROUTE_PERMISSIONS.map((r) => r.path);
  let k = 0;
  const raw = rate(() => enforcer.enforceExSync('teacher', patterns[k++ % patterns.length])[0], 800);

  const agree = ROUTE_PERMISSIONS.every(
    (r, i) =>
      policy.decide(PATHS[i], 'teacher').allow ===
      (!BLOCKED.includes(r.path) &&
        (requirementOf(r) === '@signed-in' ||
          requirementOf(r) === '@public' ||
          teacher.role_permissions.includes(r.permission))),
  );

  return [
    {
      name: `decide(path) over ${PATHS.length} paths (full route table), ${BLOCKED.length}-path blocklist`,
      value: ours,
      unit: 'decisions/s',
      baseline: { name: 'plain object lookup of precomputed answers', value: base },
      ratio: ours / base,
      target: '>= 100000 decisions/s on one core',
      note: agree ? 'answers agree with the table' : 'ANSWERS DISAGREE WITH THE TABLE',
    },
    { name: 'raw Casbin enforceExSync per decision (no memo)', value: raw, unit: 'decisions/s' },
    { name: 'building one enforcer (route table + role + blocklist)', value: buildMs, unit: 'ms' },
  ];
}
