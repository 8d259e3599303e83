// Payments (docs/commerce.md), on the e2e server, whose Stripe is the loopback server
// (scripts/e2e.sh): Stripe's return page opens signed out; a new TrekAI student signs up at
// /signup/student, chooses a password through the mailed link, signs in and lands on
// /trekai-subscription instead of the dashboard (axe, no sideways scroll at 375 px), pays on the
// loopback's checkout page, comes back to /stripe-subscribe-success, and learns: the plan's course
// is among their classes and its lesson opens.
import { test, expect } from './helpers/fixtures.ts';
import { LOGIN_INPUT, submitLogin } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';
import { setPasswordFromMail } from './helpers/mailed-link.ts';

test('the subscribe success page opens signed out', async ({ page, consoleProblems }) => {
  await page.goto('/stripe-subscribe-success?session_id=cs_test_anything');
  await expect(page.getByRole('heading', { name: 'The payment cannot be shown', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/stripe-subscribe-success\?session_id=cs_test_anything$/);
  await expect(page.locator(LOGIN_INPUT)).toHaveCount(0);
  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});

test('a new TrekAI student signs up, lands on /trekai-subscription, pays on the checkout and learns', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 740 });
  const email = `learner-${Date.now()}@trekai.test`;
  await page.goto('/signup/student');
  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Last name').fill('Learner');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeVisible();
  // choosing the password through the mailed link proves the address (docs/commerce.md)
  const password = await setPasswordFromMail(page, email);
  await page.goto('/dashboard');
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname === '/trekai-subscription');
  await expect(page.getByRole('heading', { name: 'Subscribe to TrekAI', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // a paid page sends them back here
  await page.goto('/my-classes');
  await page.waitForURL((url) => url.pathname === '/trekai-subscription');
  await expect(page.getByRole('heading', { name: 'Monthly', level: 2 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // the loopback Stripe's checkout page (scripts/e2e.sh): paying there sends the signed event to
  // the server's webhook, then the browser back to the success page
  await page.getByRole('button', { name: 'Subscribe monthly' }).click();
  await page.waitForURL(/\/pay\/cs_test_loop\d+$/);
  await expect(page.getByRole('heading', { name: 'Pay 19.00 USD', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL((url) => url.pathname === '/stripe-subscribe-success');
  await expect(page.getByRole('heading', { name: 'Thank you for subscribing', level: 1 })).toBeVisible();
  await expect(page.getByText('Monthly: 19.00 USD paid. Your access is active.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // the paid pages open now
  await page.getByRole('link', { name: 'Continue to the dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto('/my-classes');
  await expect(page.getByRole('heading', { name: 'My classes', level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/my-classes');
  // the payment enrolled them in the plan's course; its lessons open from here
  await expect(page.getByRole('row').filter({ hasText: 'Intro to Programming' })).toBeVisible();
  await page.getByTestId('my-lessons').getByRole('link', { name: 'Lesson 1: What a program is' }).click();
  await expect(page.getByRole('heading', { name: 'Lesson 1: What a program is', level: 1 })).toBeVisible();
  await expect(page.getByText('A program is a list of exact instructions')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Next: Lesson 2: Variables and values' }).click();
  await expect(page.getByRole('heading', { name: 'Lesson 2: Variables and values', level: 1 })).toBeVisible();
  await page.goto('/trekai-subscription');
  await expect(page.getByText('You have 1 active subscription.')).toBeVisible();
});
