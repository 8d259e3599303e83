// The shared access policy in the built browser app: denied or blocked pages
// land on /dashboard, allowed ones render, switching role re-decides, unknown paths show the
// not-found page, and Casbin runs in the bundle (it needs the Buffer polyfill).
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { pickOption } from './helpers/pick-option.ts';

test('a teacher of lms opening /admin/users lands on /dashboard', async ({ page }) => {
  await signIn(page, 'teacher@demo-academy.test');
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-role')).toHaveText('teacher');
});

test('an admin of ei_lms opening /courses lands on /dashboard (blocked for the tenant)', async ({ page }) => {
  await signIn(page, 'operator@ei.test');
  await page.goto('/courses');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Courses' })).toHaveCount(0);
});

test('an admin of riverside_lms opening /courses sees the courses page', async ({ page }) => {
  await signIn(page, 'admin@riverside.test');
  await page.goto('/courses');
  await expect(page).toHaveURL(/\/courses(\?|$)/); // the list adds its page and sort
  await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
});

test('multi starts as admin, switches to teacher, after which /admin/users redirects', async ({ page }) => {
  test.slow(); // three full page loads and a role switch
  await signIn(page, 'multi@demo-academy.test');
  await expect(page.getByTestId('current-role')).toHaveText('admin');
  await page.goto('/admin/access-matrix');
  await expect(page.getByRole('heading', { name: 'Access matrix', level: 1 })).toBeVisible();

  // A navigation reloads access (the blocked paths and the role's permissions). Hold that reload
  // while the user switches role: when it ends, the role in force must stay the one chosen.
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let held!: () => void;
  const holding = new Promise<void>((r) => (held = r));
  await page.route('**/query/listmodel', async (route) => {
    if (!route.request().postData()?.includes('app_controls')) return route.continue();
    held();
    await released;
    await route.continue();
  });
  await page.waitForTimeout(1100); // refreshAccess reuses a reload younger than a second
  await page.locator('a[href="/admin/users"]').first().click();
  await holding;
  await pickOption(page, page.getByTestId('role-switcher'), /^teacher$/);
  await expect(page.getByTestId('current-role')).toHaveText('teacher');
  release();
  // what the user sees once the held reload ends: the open page is re-decided for the new role
  // (teachers do not hold user.read), the role stays the chosen one, the menu is the teacher's
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-role')).toHaveText('teacher');
  const sider = page.locator('aside.ant-layout-sider');
  await expect(sider.locator('a[href="/teacher/my-sections"]').first()).toBeVisible();
  await expect(sider.locator('a[href="/admin/users"]')).toHaveCount(0);
  await expect(sider.locator('a[href="/admin/access-matrix"]')).toHaveCount(0);
  await page.unroute('**/query/listmodel');
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-role')).toHaveText('teacher');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await signIn(page, 'admin@demo-academy.test');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/page$/);
});

test('the access matrix answers why not, and an operator can pick another tenant', async ({ page }) => {
  test.slow(); // a large grid, rendered twice
  await signIn(page, 'operator@ei.test');
  await page.goto('/admin/access-matrix');
  // the matrix comes from the server: wait for it (slow machines) before reading cells
  await expect(page.getByText(/Blocked paths: \d+/)).toBeVisible({ timeout: 45_000 });
  const row = (path: string) =>
    page.locator('tr.ant-table-row').filter({ has: page.locator('code', { hasText: new RegExp(`^${path}$`) }) });
  await expect(row('/courses').locator('[data-reason="blocked_path"]').first()).toBeVisible();
  await pickOption(page, page.getByTestId('tenant-picker'), 'riverside_lms');
  await expect(page.getByText(/of Riverside School: allowed/)).toBeVisible({ timeout: 45_000 });
  await expect(row('/courses').locator('[data-reason="blocked_path"]')).toHaveCount(0);
  await expect(row('/admin/users').locator('[data-reason="missing_permission"]').first()).toBeVisible();
});

// casbin loads in its own chunk with the first decision, its Buffer polyfill just before it
test('Casbin runs in the built bundle: Buffer is polyfilled and decisions raise no errors', async ({
  page,
  consoleProblems,
}) => {
  await signIn(page, 'teacher@demo-academy.test');
  expect(await page.evaluate(() => typeof (globalThis as { Buffer?: unknown }).Buffer)).toBe('function');
  // a decision the browser makes itself with the policy: the menu hides what a teacher may not open
  await page.goto('/courses');
  await expect(page).toHaveURL(/\/courses(\?|$)/); // the list adds its page and sort
  await expect(page.getByRole('menuitem', { name: /Access matrix/ })).toHaveCount(0);
  expect(consoleProblems.filter((p) => /casbin|Buffer|access/i.test(p.text))).toEqual([]);
});

test('the named sign-up routes leave for {host}signup/... without signing in', async ({ page }) => {
  // stands in for the external sign-up site, so the landing URL stays put
  await page.route('**/signup/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Sign up</h1>' }));
  await page.goto('/trekaisignup');
  await expect(page).toHaveURL(/\/signup\/student$/);
  await page.goto('/teachers-signup');
  await expect(page).toHaveURL(/\/signup\/teacher$/);
});
