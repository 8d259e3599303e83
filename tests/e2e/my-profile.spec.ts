// A student changes its own password at /my-profile with the embedded provider: a common password is
// refused with the server's reason at the field, a good one is taken, every session ends and the
// student signs in with the new one. The student is invited here, so no other test shares the account.
import { test, expect } from './helpers/fixtures.ts';
import { LOGIN_INPUT, signIn, submitLogin } from './helpers/sign-in.ts';
import { pickOption } from './helpers/pick-option.ts';
import { setPasswordFromMail } from './helpers/mailed-link.ts';
import { seriousViolations } from './helpers/axe.ts';
import { expectNoSidewaysScroll } from './helpers/layout.ts';

test('a student changes its own password and signs in with the new one', async ({ page, browser }) => {
  test.slow();
  const email = `pwchange.${Date.now().toString(36)}@demo-academy.test`;
  await signIn(page, 'admin@demo-academy.test', { path: '/admin/users' });
  await page.getByRole('button', { name: 'Invite user' }).click();
  const invite = page.locator('.ant-drawer-content').last();
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('First name').fill('Paula');
  await invite.getByLabel('Last name').fill('Change');
  await pickOption(page, invite.getByRole('combobox', { name: 'Roles' }), /^student$/);
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByTestId('link-mailed')).toContainText(email, { timeout: 30_000 });

  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const me = await context.newPage();
  const first = await setPasswordFromMail(me, email);
  await signIn(me, email, { password: first, path: '/my-profile', fresh: true });
  await expect(me.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await me.getByRole('button', { name: 'Change password' }).click();
  const drawer = me.locator('.ant-drawer-content').last();
  const attempt = async (password: string) => {
    await drawer.getByLabel('Current password').fill(first);
    await drawer.getByLabel('New password', { exact: true }).fill(password);
    await drawer.getByLabel('Confirm new password').fill(password);
    await drawer.getByRole('button', { name: 'Change password' }).click();
  };
  await attempt('1q2w3e4r5t6y');
  await expect(drawer.getByText('list of common or breached passwords')).toBeVisible();
  expect(await seriousViolations(me)).toEqual([]);
  await expectNoSidewaysScroll(me);

  const next = 'a quiet morning by the harbour';
  await attempt(next);
  await expect(me.getByText('Every session of your account has ended')).toBeVisible();
  await me.getByRole('button', { name: 'Sign in again' }).click();
  await expect(me.locator(LOGIN_INPUT)).toBeVisible({ timeout: 30_000 });
  await submitLogin(me, email, next);
  await expect(me.getByTestId('current-role')).toBeVisible();
  await context.close();
});
