// Documents (#14): an administrator rejects the demo student's pending document with a reason at
// /student-documents; the student finds it with that reason at /rejected-documents. The student
// then uploads it again. A document the student hands in at /my-documents is confirmed and listed
// under its own name.
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';

const ADMIN = 'admin@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
// seeded by server/demo/seed-records.ts, pending
const FILE = 'immunization-sam.pdf';

test('an administrator rejects a document with a reason; the student sees why', async ({
  page,
  browser,
  consoleProblems,
}) => {
  test.slow();
  const reason = `Blurred scan ${Date.now().toString(36).slice(-5)}`;
  await signIn(page, ADMIN, { path: '/student-documents' });
  await expect(page.getByRole('heading', { name: 'Student documents', level: 1 })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search person, file or type' });
  await box.fill(FILE);
  await box.press('Enter');
  const row = page.locator('.ant-table-row', { hasText: FILE });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject document' });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(row).toContainText('rejected');
  await expect(row).toContainText(reason);
  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);

  const student = await (await browser.newContext()).newPage();
  await signIn(student, STUDENT, { path: '/rejected-documents' });
  await expect(student.getByRole('heading', { name: 'Rejected documents', level: 1 })).toBeVisible();
  const mine = student.locator('.ant-table-row', { hasText: FILE });
  await expect(mine).toContainText(reason);
  await expect(mine).toContainText('not yet');

  // The student uploads a corrected scan; the row then says it was uploaded again.
  await mine.getByRole('button', { name: /^Actions for / }).click();
  await student.getByRole('menuitem', { name: 'Upload again', exact: true }).click();
  const again = student.getByRole('dialog', { name: /Upload .* again/ });
  await expect(again).toContainText(reason);
  const scan = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
  await again
    .getByTestId('file-upload')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'immunization-sam-rescan.pdf', mimeType: 'application/pdf', buffer: scan });
  await expect(student.getByText(/uploaded again; it waits for review/)).toBeVisible({ timeout: 30_000 });
  await expect(mine).toContainText('uploaded again');
});

test('a student hands in a document: the upload is confirmed and it is listed under its own name', async ({
  page,
  consoleProblems,
}) => {
  await signIn(page, STUDENT, { path: '/my-documents' });
  const card = page.locator('.ant-card', { hasText: 'Hand in a document' });
  await card.getByLabel('Document type').click();
  await page.locator('.ant-select-item-option[title="Transcript"]').click();
  const name = `transcript-${Date.now().toString(36)}.pdf`;
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024, 0x20), Buffer.from('\n%%EOF\n')]);
  await card
    .getByTestId('file-upload')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText(`${name} was handed in as Transcript; it waits for review`)).toBeVisible({
    timeout: 30_000,
  });
  const row = page.locator('.ant-table-row', { hasText: name });
  await expect(row).toContainText('Transcript');
  await expect(row).toContainText('pending');
  await expect(page.locator('.ant-table-row', { hasText: /[0-9a-f]{8}-[0-9a-f]{4}-/ })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});
