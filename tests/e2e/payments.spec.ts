// Payments (docs/commerce.md), on the e2e server, which has no STRIPE_SECRET_KEY: Stripe's return
// page opens signed out and says payments are not set up; a TrekAI student who has not paid
// (unpaid@trekai.test) lands on /trekai-subscription instead of the dashboard, and that page
// passes axe and does not scroll sideways at 375 px.
import { test, expect } from './helpers/fixtures.ts';
import { LOGIN_INPUT, submitLogin } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';

test('the subscribe success page opens signed out', async ({ page, consoleProblems }) => {
  await page.goto('/stripe-subscribe-success?session_id=cs_test_anything');
  await expect(page.getByRole('heading', { name: 'Payments are not set up', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/stripe-subscribe-success\?session_id=cs_test_anything$/);
  await expect(page.locator(LOGIN_INPUT)).toHaveCount(0);
  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});

test('a TrekAI student without a subscription lands on /trekai-subscription', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/dashboard');
  await submitLogin(page, 'unpaid@trekai.test');
  await page.waitForURL((url) => url.pathname === '/trekai-subscription');
  await expect(page.getByRole('heading', { name: 'Subscribe to TrekAI', level: 1 })).toBeVisible();
  await expect(page.getByText('Payments are not set up')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // a paid page sends them back here
  await page.goto('/my-classes');
  await page.waitForURL((url) => url.pathname === '/trekai-subscription');
  expect(await seriousViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
