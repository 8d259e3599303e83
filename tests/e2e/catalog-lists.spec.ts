// The operators' view of every school's courses and the public sign-up (docs/commerce.md): the
// non-BJU list and the BJU list (the demo seed links a few school courses to BJU Press) show rows; a visitor opens a
// university page signed out, follows its sign-up link, sees field errors, signs up and is told
// to check the mail.
import { test, expect } from './helpers/fixtures.ts';
import { signIn, LOGIN_INPUT } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';

test("an operator reads every school's courses split by publisher", async ({ page, consoleProblems }) => {
  test.slow();
  await signIn(page, 'operator@ei.test', { path: '/ei/all-courses-non-bju' });
  await expect(page.getByRole('heading', { name: 'All courses: other publishers', level: 1 })).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: 'Demo Academy' }).first()).toBeVisible();
  await page.goto('/ei/all-courses-bju');
  // the demo seed links a few of Demo Academy's and Riverside's courses to BJU Press courses
  await expect(page.locator('.ant-table-row', { hasText: 'Demo Academy' }).first()).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: 'Riverside' }).first()).toBeVisible();
  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});

test('a visitor signs up from a university page without an account', async ({ page, consoleProblems }) => {
  await page.goto('/university/grace-university');
  await expect(page.getByRole('heading', { name: 'Grace University', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Biology', level: 4 })).toBeVisible();
  await expect(page.locator(LOGIN_INPUT)).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign up as a student' }).click();
  await expect(page).toHaveURL(/\/signup\/student$/);
  await expect(page.getByRole('heading', { name: 'Sign up for TrekAI', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('E-mail is not an e-mail address')).toBeVisible();
  await page.getByLabel('First name').fill('Eve');
  await page.getByLabel('Last name').fill('Explorer');
  await page.getByLabel('E-mail').fill(`eve.${Date.now().toString(36)}@example.test`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});
