// Transcripts and student accounts (#14): a student opens its own transcript, downloads the official
// PDF and the printed verification address says it is genuine to a visitor who is not signed in;
// an administrator reads the students' accounts with their running balance. The accounts page
// passes axe.
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';

test('a student downloads its transcript and the verification page confirms it', async ({ page, browser }) => {
  test.slow();
  await signIn(page, 'student@demo-academy.test', { path: '/student-transcripts' });
  await expect(page.getByRole('heading', { name: 'Transcripts', level: 1 })).toBeVisible();
  // a student has one record to open, its own, which opens at once
  await expect(page.getByText('Cumulative', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-card').first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download official PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^transcript-.*\.pdf$/);
  const notice = await page.getByText(/verification code/).textContent();
  const code = /code ([A-Z0-9-]+)/.exec(notice ?? '')?.[1];
  expect(code).toBeTruthy();

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(`/verify-transcript/${code}`);
  await expect(anon.getByRole('heading', { name: 'Genuine transcript', level: 1 })).toBeVisible();
  await anon.goto(`/verify-transcript/${code!.slice(0, -1)}${code!.endsWith('A') ? 'B' : 'A'}`);
  await expect(anon.getByRole('heading', { name: 'Not a genuine transcript', level: 1 })).toBeVisible();
  await visitor.close();
});

test("an administrator reads the students' accounts with their balances", async ({ page }) => {
  test.slow();
  await signIn(page, 'admin@demo-academy.test', { path: '/student-transactions' });
  await expect(page.getByRole('heading', { name: 'Student accounts', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Balance' })).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: 'Tuition, fall term' }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
