// The users screen's bulk actions, one request through POST /api/resources/users/actions/:action
// answering per user: two invited users are selected; disabling one first makes a bulk password
// reset succeed for the other (a set-password link mailed to it) and name the disabled one as not
// done, with the reason; a bulk enable then brings both back, and a bulk set roles (an action with
// an input, from a drawer) gives both the same roles.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { pickOption } from './helpers/pick-option.ts';

const drawer = (page: Page) => page.locator('.ant-drawer-content').last();
const row = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

const pickRole = (page: Page, role: string) =>
  pickOption(page, drawer(page).getByRole('combobox', { name: 'Roles' }), new RegExp(`^${role}$`));

async function invite(page: Page, email: string, first: string) {
  await page.getByRole('button', { name: 'Invite user' }).click();
  await drawer(page).getByLabel('E-mail').fill(email);
  await drawer(page).getByLabel('First name').fill(first);
  await drawer(page).getByLabel('Last name').fill('Bulk');
  await pickRole(page, 'student');
  await drawer(page).getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByTestId('link-mailed')).toContainText(email, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Done' }).click();
}

async function bulk(page: Page, label: string, confirm: boolean) {
  await page.getByRole('toolbar', { name: 'Selected rows' }).getByRole('button', { name: label }).click();
  if (confirm) await page.locator('.ant-modal-confirm').getByRole('button', { name: label }).click();
}

test('bulk actions on the users grid answer per user', async ({ page, consoleProblems }) => {
  test.slow();
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const [a, b] = [`bulk.a.${id}@demo-academy.test`, `bulk.b.${id}@demo-academy.test`];
  await signIn(page, 'admin@demo-academy.test', { path: '/admin/users' });
  await invite(page, a, 'Ada');
  await invite(page, b, 'Bea');
  const search = page.getByRole('searchbox', { name: 'Search name or e-mail' });
  await search.fill(id);
  await search.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(2);

  // A is disabled from its row menu
  await page.getByRole('button', { name: `Actions for ${a}` }).click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /Disable|OK/ })
    .click();
  await expect(row(page, a)).toContainText('disabled');

  // a bulk reset: B is mailed a link, A is named as not done and why
  await page.getByRole('checkbox', { name: `Select ${a}` }).check();
  await page.getByRole('checkbox', { name: `Select ${b}` }).check();
  await bulk(page, 'Reset password', true);
  const said = page.getByTestId('link-mailed');
  await expect(said).toContainText(b);
  await expect(said).not.toContainText(a);
  await expect(
    page.getByText(new RegExp(`Done for 1 of 2\\. Not done: ${a.replace(/\./g, '\\.')}: Enable`)),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  // the selection stays after a partial failure; a bulk enable brings A back and leaves B active
  await expect(page.getByRole('toolbar', { name: 'Selected rows' })).toContainText('2 selected');
  await bulk(page, 'Enable', false);
  await expect(page.getByText('Enable sign-in: 2 done')).toBeVisible();
  await expect(row(page, a)).toContainText('active');
  await expect(row(page, b)).toContainText('active');

  // set roles: an action with an input, from a drawer over the selection
  await page.getByRole('checkbox', { name: `Select ${a}` }).check();
  await page.getByRole('checkbox', { name: `Select ${b}` }).check();
  await bulk(page, 'Set roles', false);
  await pickRole(page, 'teacher');
  await drawer(page).getByRole('button', { name: 'Set roles' }).click();
  await expect(page.getByText('Set roles: 2 done')).toBeVisible();
  for (const email of [a, b]) await expect(row(page, email).locator('.ant-tag')).toHaveText(['teacher']);

  // and the history of A names each action
  await page.getByRole('button', { name: `Actions for ${a}` }).click();
  await page.getByRole('menuitem', { name: 'History', exact: true }).click();
  for (const action of ['invite', 'disable', 'enable', 'set_roles'])
    await expect(drawer(page).getByRole('heading', { name: new RegExp(`^${action} by`) })).toBeVisible();
  expect(consoleProblems.filter((p) => !/status of 40[0-9]/.test(p.text))).toEqual([]);
});
