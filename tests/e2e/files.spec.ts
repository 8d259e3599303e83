// The file service in the browser, on /my-documents: a document dropped into the upload
// component shows its progress and comes back byte-identical through the download helper; a
// disguised program is refused with the server's reason; an upload can be cancelled.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';

const TEACHER = 'teacher@demo-academy.test';
const pdfBytes = (mb: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(mb * 1024 * 1024)]);
const fileInput = (page: Page) => page.getByTestId('file-upload').locator('input[type="file"]');

/** Slows the page's network so an upload takes long enough to watch (Chrome's own throttling). */
async function throttle(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test('uploads a document with visible progress and downloads it back byte-identical', async ({
  page,
  consoleProblems,
}) => {
  test.setTimeout(120_000);
  await signIn(page, TEACHER, { path: '/my-documents' });
  await expect(page.getByRole('heading', { name: 'My documents' })).toBeVisible();
  const name = `lesson-plan-${Date.now()}.pdf`;
  const bytes = pdfBytes(4);
  const unthrottle = await throttle(page, 1024 * 1024);
  await fileInput(page).setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  const item = page.locator('.ant-upload-list-item', { hasText: name });
  const progress = item.locator('.ant-progress');
  await expect(progress).toBeVisible();
  // the bar moves while the bytes go up
  await expect
    .poll(async () => Number((await progress.locator('.ant-progress-text').textContent())?.replace('%', '') ?? 0))
    .toBeGreaterThan(0);
  await unthrottle();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  const got = fs.readFileSync(await download.path());
  expect(got.length).toBe(bytes.length);
  expect(got.equals(bytes)).toBe(true);

  // opened in a new tab as a blob of the same bytes
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: `Open ${name}` }).click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  // renamed into a folder, then found there
  const renamed = `archive/renamed-${name}`;
  await page.getByRole('button', { name: `Rename or move ${name}` }).click();
  await page.getByLabel('New name').fill(renamed);
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open folder archive' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`renamed-${name}`) })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test("refuses a program disguised as a PDF with the server's reason", async ({ page }) => {
  await signIn(page, TEACHER, { path: '/my-documents' });
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(2048)]);
  await fileInput(page).setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: exe });
  const alert = page.getByRole('alert').filter({ hasText: 'invoice.pdf was not uploaded' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('"invoice.pdf" looks like a Windows program, which is not an accepted file type');
  await expect(page.getByRole('row', { name: /invoice\.pdf/ })).toHaveCount(0);
});

test('cancels an upload under way: nothing is stored', async ({ page }) => {
  await signIn(page, TEACHER, { path: '/my-documents' });
  const name = `too-slow-${Date.now()}.pdf`;
  await throttle(page, 256 * 1024);
  await fileInput(page).setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfBytes(8) });
  await expect(page.locator('.ant-upload-list-item', { hasText: name }).locator('.ant-progress')).toBeVisible();
  await page.getByRole('button', { name: `Cancel upload of ${name}` }).click();
  await expect(page.locator('.ant-upload-list-item', { hasText: name })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My documents' })).toBeVisible();
  await expect(page.locator('.ant-table-tbody')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
