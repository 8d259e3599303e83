// Every route of the app's route table (tests/e2e/helpers/route-table.ts reads the same route files
// the app does), opened as a demo account the shared policy lets see it, parameter routes through a
// real row the API gives that account: each page stays on its path and has one h1, no serious or
// critical axe violation, no sideways scrolling at 375 px and no console error. A new route is
// covered without anyone adding it here; one without a way to find its row fails (route-params.ts).
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { planVisits, ANONYMOUS, type PlannedRoute } from './helpers/route-plan.ts';
import { Api, concretePaths } from './helpers/route-params.ts';
import { DESKTOP, openInApp, routeProblems, settle, watch } from './helpers/route-checks.ts';
import { policyForContext } from '../../src/policies/access-policy.ts';

const { accounts, unreachable } = await planVisits();
// a test is a handful of routes, so the workers share the table evenly
const CHUNK = 8;
const chunks = accounts.flatMap(({ email, routes }) =>
  Array.from({ length: Math.ceil(routes.length / CHUNK) }, (_, i) => ({
    email,
    routes: routes.slice(i * CHUNK, (i + 1) * CHUNK),
  })),
);

test.describe.configure({ mode: 'parallel' });

async function apiOf(page: Page) {
  return new Api(page.request, (await page.evaluate(() => localStorage.getItem('access_token'))) ?? undefined);
}

/** Another account's API, signed in through the login page in its own browser context. */
function otherAccounts(browser: Browser) {
  const contexts: Awaited<ReturnType<Browser['newContext']>>[] = [];
  const as = async (email: string) => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, email, { fresh: true });
    return apiOf(page);
  };
  return { as, close: () => Promise.all(contexts.map((c) => c.close())) };
}

/** The routes the live policy (the server's view of this account) refuses, as problems. */
async function refusedByLivePolicy(api: Api, routes: PlannedRoute[]) {
  const me = (
    await api.call<{ schema: string; currentRole: string; rolePermissions: string[]; blockedPaths: string[] }>(
      'GET',
      '/me',
    )
  ).data;
  const policy = await policyForContext({
    tenant: me.schema,
    role: me.currentRole,
    permissions: me.rolePermissions,
    blockedPaths: me.blockedPaths,
  });
  return routes
    .map((r) => [r.pattern, policy.decide(r.page ?? r.pattern, me.currentRole)] as const)
    .filter(([, d]) => !d.allow)
    .map(([p, d]) => `policy ${p}: ${d.allow ? '' : d.message}`);
}

for (const [i, { email, routes }] of chunks.entries()) {
  test(`${email ?? ANONYMOUS} (${i + 1}/${chunks.length}): ${routes.map((r) => r.pattern).join(' ')}`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(DESKTOP);
    const seen = watch(page);
    if (email) await signIn(page, email);
    const api = email ? await apiOf(page) : new Api(page.request);
    const others = otherAccounts(browser);
    const problems = email ? await refusedByLivePolicy(api, routes) : [];
    const visits: { path: string; expect: string }[] = [];
    try {
      for (const r of routes)
        for (const path of await concretePaths(r, api, others.as)) visits.push({ path, expect: r.redirectTo ?? path });
    } finally {
      await others.close();
    }
    // generous for a loaded machine (a visit takes about 3 s on a quiet one); a pass is not slowed by it
    test.setTimeout(60_000 + visits.length * 90_000);
    const started = Date.now();
    for (const v of visits) {
      seen.takeErrors();
      if (email) await openInApp(page, v.path);
      else await page.goto(v.path);
      await settle(page, seen);
      const found = await routeProblems(page, v.expect, seen.takeErrors());
      // as they are found, so a long run shows its progress
      if (found.length) console.log(found.join('\n'));
      problems.push(...found);
    }
    test.info().annotations.push({
      type: 'timing',
      description: `${visits.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    });
    if (unreachable.length && i === 0)
      test.info().annotations.push({ type: 'no demo account may open', description: unreachable.join(' ') });
    expect(problems).toEqual([]);
  });
}
