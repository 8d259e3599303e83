// People (#12): an administrator uploads a OneRoster zip with one bad row, sees that row's error
// with nothing imported, uploads the fixed zip, imports it and finds the students; a student
// changes its own phone at /my-profile. The import's refusal passes axe.
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';
import { goodBundle, oneRosterZip } from '../fixtures/oneroster-bundle.ts';

// Riverside, so the shared seed of the Demo Academy that other specs count stays as it is
const ADMIN = 'admin@riverside.test';
const STUDENT = 'student@demo-academy.test';

test('an administrator imports a OneRoster zip after fixing its bad row', async ({ page, consoleProblems }) => {
  test.slow();
  await signIn(page, ADMIN, { path: '/rostering' });
  await expect(page.getByRole('heading', { name: 'Roster import', level: 1 })).toBeVisible();
  const bad = goodBundle();
  bad.enrollments[1][3] = 'cls-nowhere';
  const input = page.getByLabel('OneRoster zip');
  await input.setInputFiles({ name: 'bad.zip', mimeType: 'application/zip', buffer: oneRosterZip(bad) });
  const problems = page.getByRole('table', { name: 'Problems' });
  await expect(problems).toContainText('enrollments.csv');
  await expect(problems).toContainText('classSourcedId');
  await expect(page.getByText('nothing was imported')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import roster' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await input.setInputFiles({ name: 'good.zip', mimeType: 'application/zip', buffer: oneRosterZip(goodBundle()) });
  await expect(page.getByText('The roster is valid')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rows per file' })).toContainText('users.csv');
  await page.getByRole('button', { name: 'Import roster' }).click();
  await expect(page.getByText('The roster was imported.')).toBeVisible();

  await page.getByText('Afterwards find').getByRole('link', { name: 'Students' }).click();
  await expect(page).toHaveURL(/\/students/);
  const box = page.getByRole('searchbox', { name: 'Search by name' });
  await box.fill('Rostered');
  await box.press('Enter');
  await expect(page.locator('.ant-table-row', { hasText: 'Rostered' })).toHaveCount(2);
  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});

test('a student changes its own phone at /my-profile', async ({ page }) => {
  await signIn(page, STUDENT, { path: '/my-profile' });
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
  await page.getByLabel('Phone').fill('+1 555 0199');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue('+1 555 0199');
});
