// Notification templates and the log: an administrator edits a template (a variable the event
// lacks is refused at its field), sends a test to themself, and sees it delivered in the log. The
// e2e server sends through a real loopback SMTP server (scripts/smtp-sink.mjs, started by e2e.sh).
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';

const ADMIN = 'admin@demo-academy.test';
const drawer = (page: Page) => page.locator('.ant-drawer-content').last();

test('an administrator edits a template, sends a test and sees it in the log', async ({ page, consoleProblems }) => {
  test.slow();
  const subject = `Reset ${Date.now().toString(36)} for {{name}}`;
  await signIn(page, ADMIN, { path: '/admin/notification-templates' });
  await expect(page.getByRole('heading', { name: 'Notification templates', level: 1 })).toBeVisible();
  const row = page.locator('.ant-table-row', { hasText: 'Password reset' });
  await row.getByRole('button', { name: /Actions for Password reset/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();

  await drawer(page).getByLabel('Subject').fill('Hello {{nobody}}');
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(drawer(page).getByText('the variable {{nobody}} is not offered by this event')).toBeVisible();
  await drawer(page).getByLabel('Subject').fill(subject);
  await drawer(page).getByRole('button', { name: 'Preview with sample data' }).click();
  await expect(drawer(page).getByText(subject.replace('{{name}}', 'Ada Lovelace'))).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-drawer-content')).toHaveCount(0);
  await expect(row).toContainText("This school's version");

  await row.getByRole('button', { name: /Actions for Password reset/ }).click();
  await page.getByRole('menuitem', { name: 'Send test to me' }).click();
  await expect(page.getByText(`Test message queued for ${ADMIN}`)).toBeVisible();

  const sent = subject.replace('{{name}}', 'Ada Lovelace');
  // this account's sent messages only: other tests' mail (the users grid's bulk password resets use
  // the template edited above) must not push the row off the first page
  const only = (i: number, field: string, operator: string, value: string) =>
    `filters[${i}][field]=${field}&filters[${i}][operator]=${operator}&filters[${i}][value]=${encodeURIComponent(value)}`;
  await page.goto(
    `/admin/notification-log?${only(0, 'recipient', 'contains', ADMIN)}&${only(1, 'status', 'eq', 'sent')}`,
  );
  await expect(page.getByRole('heading', { name: 'Notification log', level: 1 })).toBeVisible();
  const logRow = page.locator('.ant-table-row', { hasText: sent });
  // delivery takes about a second; a reload is for a message still queued when the grid loaded,
  // and it is judged only once the grid has answered (a loaded machine may need 20 s for a page)
  await expect(async () => {
    await page.reload();
    await expect(page.locator('.ant-table-row, .ant-table-placeholder').first()).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await expect(logRow).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await expect(logRow).toContainText(ADMIN);
  // the loopback SMTP server received it
  const file = process.env.E2E_SMTP_FILE;
  if (file) expect(fs.readFileSync(file, 'utf8')).toContain(sent);
  // the one refused save above is the only failed request
  expect(consoleProblems.filter((p) => !p.url?.endsWith('/api/notification-templates/password_reset'))).toEqual([]);
});
