// The set-password page shows why the server refuses a password (422 password_rejected): too short,
// on the common passwords list, or the account's own address; a good one is then taken. An invited
// teacher opens the mailed link as a person would.
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { pickOption } from './helpers/pick-option.ts';
import { linksMailedTo } from './helpers/mailed-link.ts';

test('the set-password page says why a password is refused', async ({ page }) => {
  test.slow();
  const email = `rules.${Date.now().toString(36)}@demo-academy.test`;
  await signIn(page, 'admin@demo-academy.test', { path: '/admin/users' });
  await page.getByRole('button', { name: 'Invite user' }).click();
  const form = page.locator('.ant-drawer-content').last();
  for (const [label, value] of [
    ['E-mail', email],
    ['First name', 'Rula'],
    ['Last name', 'Rules'],
  ])
    await form.getByLabel(label).fill(value);
  await pickOption(page, form.getByRole('combobox', { name: 'Roles' }), /^teacher$/);
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByTestId('link-mailed')).toContainText(email, { timeout: 30_000 });

  await expect.poll(() => linksMailedTo(email).length, { timeout: 60_000 }).toBe(1);
  await page.goto(linksMailedTo(email)[0]);
  const attempt = async (password: string) => {
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Repeat the password').fill(password);
    await page.getByRole('button', { name: 'Set password' }).click();
  };
  const alert = page.getByRole('alert');
  await attempt('password');
  await expect(alert).toHaveText('The password must have at least 12 characters');
  await attempt('1q2w3e4r5t6y');
  await expect(alert).toContainText('list of common or breached passwords');
  await attempt(email);
  await expect(alert).toHaveText('The password must not be your e-mail address or user name');
  await attempt('a pleasant walk by the river');
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
});
