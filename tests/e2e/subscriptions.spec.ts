// The course-subscription pages (docs/commerce.md): an operator grants a home-school family a plan
// by hand, extends it and ends it, with a refused e-mail shown at its field; a school's administrator
// (Demo Academy, whose list does not block it) opens /ei/course-subscriptions and sees the school's
// own subscriptions, without the operators' grant.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { pickOption } from './helpers/pick-option.ts';

const dayIn = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** types the day (the panel turns to its month) and clicks it there: Enter would submit the form */
async function pickDay(page: Page, input: Locator, day: string) {
  await input.click();
  await input.fill(day);
  await page.locator(`.ant-picker-dropdown:visible td[title="${day}"]`).click();
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
}

test('an operator grants a family a plan by hand, extends it and ends it', async ({ page, consoleProblems }) => {
  test.slow();
  await signIn(page, 'operator@ei.test', { path: '/ei/course-subscriptions-home' });
  await expect(page.getByRole('heading', { name: 'Family subscriptions', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Grant subscription' }).click();
  const drawer = page.getByRole('dialog', { name: 'Grant a subscription' });
  await drawer.getByLabel('Account e-mail').fill('indteacher@ei.test');
  await pickOption(page, drawer.getByLabel('Plan'), 'One semester');
  const until = dayIn(40);
  await pickDay(page, drawer.getByLabel('Ends on'), until);
  await drawer.getByRole('button', { name: 'Grant' }).click();
  // an independent teacher is not a family: said at the field, nothing granted
  await expect(drawer.getByText('No home-school family account has this e-mail')).toBeVisible();
  await drawer.getByLabel('Account e-mail').fill('homeschool@ei.test');
  await drawer.getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByText('Granted a home-school family subscription')).toBeVisible();
  const row = page.locator('.ant-table-row', { hasText: 'semester' });
  await expect(row).toContainText(until);

  const later = dayIn(70);
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Extend…' }).click();
  const extend = page.getByRole('dialog', { name: /^Extend / });
  await pickDay(page, extend.getByLabel('New last day'), later);
  await extend.getByRole('button', { name: 'Extend', exact: true }).click();
  await expect(row).toContainText(later);

  const today = dayIn(0);
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'End on a day…' }).click();
  const end = page.getByRole('dialog', { name: /^End / });
  await pickDay(page, end.getByLabel('New last day'), today);
  await end.getByRole('button', { name: 'End', exact: true }).click();
  await expect(row).toContainText(today);
  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});

test("a school's administrator opens /ei/course-subscriptions with its own school's subscriptions", async ({
  page,
}) => {
  await signIn(page, 'admin@demo-academy.test', { path: '/ei/course-subscriptions' });
  await expect(page.getByRole('heading', { name: 'Course subscriptions', level: 1 })).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: 'Demo Academy' }).first()).toBeVisible();
  await expect(page.locator('.ant-table-row').filter({ hasNotText: 'Demo Academy' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Grant subscription' })).toHaveCount(0);
});
