// Administration in the built app: an administrator runs the school's security from the screens
// (a new role, its permissions, a new user holding it, a permission taken away and the user
// losing the page without signing in again); an operator blocks /courses for a tenant and its
// administrator lands on /dashboard; an operator creates a tenant and signs in as its new admin.
// Invited users set their password through the mailed link (helpers/mailed-link.ts).
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { pickOption } from './helpers/pick-option.ts';
import { linksMailedTo, setPasswordFromMail } from './helpers/mailed-link.ts';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The open drawer (forms slide in over the list). */
const drawer = (page: Page) => page.locator('.ant-drawer-content').last();

/** the dialog says the invite was mailed to `email`; no password is shown */
async function expectLinkMailed(page: Page, email: string) {
  const said = page.getByTestId('link-mailed');
  await expect(said).toBeVisible({ timeout: 30_000 });
  await expect(said).toContainText(email);
  await expect(page.locator('.ant-modal')).not.toContainText(/password:/i);
  await page.getByRole('button', { name: 'Done' }).click();
}

async function setPermission(page: Page, permission: string, on: boolean) {
  const box = page.getByRole('checkbox', { name: new RegExp(`${permission.replace('.', '\\.')}$`) });
  if (on) await box.check();
  else await box.uncheck();
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText(/Saved\. Users acting as/)).toBeVisible();
}

test('an administrator creates a role and a user holding it; taking a permission from the role takes the page from the user', async ({
  browser,
  page,
  consoleProblems,
}) => {
  test.slow();
  const id = stamp();
  const role = `reviewer-${id}`;
  const email = `reviewer.${id}@demo-academy.test`;

  await signIn(page, 'admin@demo-academy.test', { path: '/admin/roles' });
  await page.getByRole('button', { name: 'New role' }).click();
  // the form checks the same rules as the server before sending
  await drawer(page).getByLabel('Role name').fill('Not A Name');
  await drawer(page).getByRole('button', { name: 'Create' }).click();
  await expect(drawer(page).getByText(/lower-case letters/)).toBeVisible();
  await drawer(page).getByLabel('Role name').fill(role);
  await drawer(page).getByLabel('Description').fill('Reads the list of users');
  await drawer(page).getByRole('button', { name: 'Create' }).click();

  await page.getByRole('button', { name: `Actions for ${role}` }).click();
  await page.getByRole('menuitem', { name: 'Edit permissions' }).click();
  await expect(page).toHaveURL(/\/admin\/role-permissions\/\d+$/);
  const permissionsUrl = page.url();
  await setPermission(page, 'user.read', true);

  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  await drawer(page).getByLabel('E-mail').fill(email);
  await drawer(page).getByLabel('First name').fill('Rae');
  await drawer(page).getByLabel('Last name').fill('Viewer');
  await pickOption(page, drawer(page).getByRole('combobox', { name: 'Roles' }), new RegExp(`^${role}$`));
  await drawer(page).getByRole('button', { name: 'Invite' }).click();
  await expectLinkMailed(page, email);
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();

  // the new user sets a password through the mailed link, signs in and opens the users page
  const user = await newPage(browser);
  const password = await setPasswordFromMail(user, email);
  await signIn(user, email, { password, path: '/admin/users' });
  await expect(user.getByTestId('current-role')).toHaveText(role);
  await expect(user.getByRole('row').filter({ hasText: 'admin@demo-academy.test' })).toBeVisible();
  await expect(user.getByRole('complementary').locator('a[href="/admin/users"]')).toBeVisible();

  // the administrator takes user.read from the role ...
  await page.goto(permissionsUrl);
  await setPermission(page, 'user.read', false);

  // ... and the signed-in user, without signing in again, loses the page at their next navigation
  await user.getByRole('link', { name: 'Dashboard' }).click();
  await expect(user).toHaveURL(/\/dashboard$/);
  // the menu, decided again at that navigation (src/layout/use-menu-access.ts), no longer offers it
  await expect(user.getByRole('complementary').locator('a[href="/admin/users"]')).toHaveCount(0);
  // an in-app navigation to it all the same (a link kept on another page) lands on the dashboard
  await user.evaluate(() => {
    history.pushState({}, '', '/admin/users');
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  });
  await expect(user).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await user.goto('/admin/users');
  await expect(user).toHaveURL(/\/dashboard$/);
  await expect(user.locator('a[href="/admin/users"]')).toHaveCount(0);

  // the changes are in the audit log, reachable from the user's row
  await page.goto('/admin/users');
  await page.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'History', exact: true }).click();
  await expect(drawer(page).getByText(/^invite/)).toBeVisible();
  await user.context().close();
  expect(consoleProblems.filter((p) => !/status of 40[0-9]/.test(p.text))).toEqual([]);
});

test('an operator blocks /courses for a tenant and its signed-in administrator lands on /dashboard', async ({
  browser,
  page,
}) => {
  test.slow();
  const schoolAdmin = await newPage(browser);
  await signIn(schoolAdmin, 'admin@ncsa.test', { path: '/courses' });
  await expect(schoolAdmin.getByRole('heading', { name: 'Courses' })).toBeVisible();

  await signIn(page, 'operator@ei.test', { path: '/ei/app-controls' });
  const toggle = async (on: boolean) => {
    await pickOption(page, page.getByRole('combobox', { name: 'Tenant' }), 'ncsa_lms');
    await page.getByText(/^All pages/).click();
    await page.getByLabel('Filter paths').fill('/courses');
    const sw = page.getByRole('switch', { name: 'Block /courses' });
    if ((await sw.getAttribute('aria-checked')) !== String(on)) await sw.click();
    await page.getByRole('button', { name: 'Save list' }).click();
    await expect(page.getByText(/^Saved\./)).toBeVisible();
  };
  await toggle(true);
  try {
    await schoolAdmin.goto('/courses');
    await expect(schoolAdmin).toHaveURL(/\/dashboard$/);
    await expect(schoolAdmin.getByRole('heading', { name: 'Courses' })).toHaveCount(0);
    // the server refuses the course list as well
    const status = await schoolAdmin.evaluate(async () => {
      const res = await fetch('/api/query/listmodel', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('access_token')}`,
        },
        body: JSON.stringify({ bizobjfile: 'courses', api: 'courses' }),
      });
      return res.status;
    });
    expect(status).toBe(403);
  } finally {
    await page.reload();
    await toggle(false);
    await schoolAdmin.context().close();
  }
});

test('an operator creates a tenant and signs in as its new administrator', async ({ browser, page }) => {
  test.slow();
  const id = stamp();
  const title = `Oak Ridge ${id}`;
  const adminEmail = `admin.${id}@oakridge.test`;
  await signIn(page, 'operator@ei.test', { path: '/ei/tenants' });
  await page.getByRole('button', { name: 'New tenant' }).click();
  await drawer(page).getByLabel('Title').fill(title);
  await drawer(page).getByLabel('Schema name').fill('lms'); // taken, and not ..._lms
  await drawer(page).getByLabel("Administrator's e-mail").fill(adminEmail);
  await drawer(page).getByLabel("Administrator's first name").fill('Olga');
  await drawer(page).getByLabel("Administrator's last name").fill('Ridge');
  await drawer(page).getByRole('button', { name: 'Create tenant' }).click();
  await expect(drawer(page).getByText(/ending in _lms/)).toBeVisible();
  await drawer(page).getByLabel('Schema name').fill('ncsa_lms');
  await drawer(page).getByRole('button', { name: 'Create tenant' }).click();
  await expect(drawer(page).getByText(/already in use/)).toBeVisible(); // the server's answer, at the field
  await drawer(page).getByLabel('Schema name').fill(`oak${id}_lms`);
  await drawer(page).getByRole('button', { name: 'Create tenant' }).click();
  await expectLinkMailed(page, adminEmail);
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
  // the invite can be sent again from the row; the administrator below uses that second link
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Resend invite' }).click();
  const confirm = page.getByRole('dialog', { name: 'Resend invite' });
  await confirm.getByRole('button', { name: 'Resend invite' }).click();
  await expect(confirm).toBeHidden();
  await expectLinkMailed(page, adminEmail);
  await expect.poll(() => linksMailedTo(adminEmail).length, { timeout: 30_000 }).toBe(2);

  const admin = await newPage(browser);
  const password = await setPasswordFromMail(admin, adminEmail);
  await signIn(admin, adminEmail, { password, path: '/admin/users' });
  await expect(admin.getByText(title).first()).toBeVisible();
  await expect(admin.getByTestId('current-role')).toHaveText('admin');
  await expect(admin.getByRole('row').filter({ hasText: adminEmail })).toBeVisible();
  await admin.context().close();
});
