// OneRoster REST (docs/oneroster-rest.md): an administrator saves the connection to the loopback
// provider that scripts/e2e.sh starts (E2E_ONEROSTER_URL), syncs now, sees the run done and finds
// the synced students under /students.
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { DESKTOP, routeProblems } from './helpers/route-checks.ts';
import { E2E_SCHOOL } from '../helpers/oneroster-loopback.ts';

// Riverside, so the shared seed of the Demo Academy that other specs count stays as it is
const ADMIN = 'admin@riverside.test';

test('an administrator syncs the roster from a OneRoster REST provider', async ({ page }) => {
  const url = process.env.E2E_ONEROSTER_URL;
  expect(url, 'scripts/e2e.sh starts the loopback OneRoster provider and names it').toBeTruthy();
  // the sync is a job on the engine: its poll and the run list's refresh add a few seconds
  test.slow();
  const school = E2E_SCHOOL();
  const students = school.users.filter((u) => String(u.sourcedId).includes('-s-'));
  await signIn(page, ADMIN, { path: '/rostering' });
  await page.getByRole('button', { name: 'Edit connection' }).click();
  const drawer = page.getByRole('dialog', { name: 'OneRoster REST connection' });
  await drawer.getByLabel('Base URL').fill(url!);
  await drawer.getByLabel('Token URL').fill(`${url}/oauth/token`);
  await drawer.getByLabel('Client id').fill('loop-client');
  await drawer.getByLabel('Client secret').fill('loop-secret');
  const orgs = drawer.getByRole('combobox', { name: 'Org sourcedIds to take' });
  await orgs.fill(String(school.orgs[0].sourcedId));
  await orgs.press('Enter');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('OneRoster REST connection saved')).toBeVisible();
  await page.getByRole('button', { name: 'Sync now' }).click();
  const runs = page.getByRole('table', { name: 'OneRoster REST runs' });
  await expect(runs).toContainText('Done', { timeout: 20_000 });
  // the section with a run in its grid: one h1, no serious axe violation, no sideways scrolling at 375 px
  expect(await routeProblems(page, '/rostering', [])).toEqual([]);
  await page.setViewportSize(DESKTOP);

  await page.goto('/students');
  const box = page.getByRole('searchbox', { name: 'Search by name' });
  await box.fill('RestORE');
  await box.press('Enter');
  await expect(page.locator('.ant-table-row', { hasText: 'RestORE' })).toHaveCount(students.length);
});
