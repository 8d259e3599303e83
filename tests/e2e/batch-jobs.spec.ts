// Batch jobs and the header bell: an operator runs a scheduled job now and watches it finish on
// /admin/batch-jobs, filtered to that job (the list refreshes itself while it runs); an
// administrator's test message shows in the bell, and "Mark all read" clears the count.
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';

const OPERATOR = 'operator@ei.test';
const ADMIN = 'admin@demo-academy.test';

test('an operator runs a job now and sees it complete on the batch-jobs page', async ({ page, consoleProblems }) => {
  await signIn(page, OPERATOR, { path: '/admin/job-schedulers' });
  const schedule = page.locator('.ant-table-row', { hasText: 'Document expiry reminders' });
  await schedule.getByRole('button', { name: /Actions for Document expiry reminders/ }).click();
  await page.getByRole('menuitem', { name: 'Run now' }).click();
  await expect(page.getByText('Document expiry reminders queued')).toBeVisible();

  // through the menu: a client-side move, no second start of the app
  await page.getByRole('link', { name: 'Batch jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Batch jobs', level: 1 })).toBeVisible();
  // the runs of this job only (other tests' runs may fill the first page); by keyboard: under
  // prefers-reduced-motion antd opens the option list off-screen
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Job' }).fill('Document expiry');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]type=document-expiry-reminders/);
  await expect(page.locator('.ant-table-row').first()).toContainText('Document expiry reminders');
  const run = page.locator('.ant-table-row', { hasText: OPERATOR }).filter({ hasText: 'Document expiry reminders' });
  // no reload: the page polls while the run is queued or running
  await expect(run.first()).toContainText('Completed', { timeout: 30_000 });
  await expect(run.first().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(consoleProblems).toEqual([]);
});

test('a test message shows in the header bell until it is marked read', async ({ page, consoleProblems }) => {
  await signIn(page, ADMIN, { path: '/admin/notification-templates' });
  const row = page.locator('.ant-table-row', { hasText: 'Payment received' });
  await row.getByRole('button', { name: /Actions for Payment received/ }).click();
  await page.getByRole('menuitem', { name: 'Send test to me' }).click();
  const toast = page.getByText(`Test message queued for ${ADMIN}`);
  await expect(toast).toBeVisible();
  // gone before the accessibility check (a fading toast reads as low contrast)
  await expect(toast).toBeHidden();

  await page.getByTestId('notification-bell').click();
  const list = page.getByRole('region', { name: 'Notifications' });
  await expect(list.getByText('Payment received: $120.00').first()).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(/Notifications, \d+ unread/);
  expect(await seriousViolations(page)).toEqual([]);
  await list.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
  expect(consoleProblems).toEqual([]);
});
