// Lesson transcripts (#17): an operator opens /ei/lesson-transcripts, uploads a WebVTT transcript
// linked to no lesson (its two short cues make one passage), finds it in the list, renames it and
// deletes it.
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';

const VTT = `WEBVTT

00:00:01.000 --> 00:00:04.000
Photosynthesis turns light into sugar.

00:00:05.000 --> 00:00:09.000
Chlorophyll absorbs red and blue light.
`;

test('an operator uploads a lesson transcript and finds it in the list', async ({ page, consoleProblems }) => {
  test.slow();
  const title = `Leaves ${Date.now().toString(36)}`;
  await signIn(page, 'operator@ei.test', { path: '/ei/lesson-transcripts' });
  await expect(page.getByRole('heading', { name: 'Lesson transcripts', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Upload transcript' }).click();
  const drawer = page.getByRole('dialog', { name: 'Upload a transcript' });
  await drawer
    .locator('input[type=file]')
    .setInputFiles({ name: 'leaves.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) });
  await drawer.getByLabel('Title').fill(title);
  await drawer.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(`Stored "${title}" in 1 passage`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('vtt');
  await expect(row).toContainText('Not linked');

  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit transcript' });
  await edit.getByLabel('Title').fill(`${title} renamed`);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Saved "${title} renamed"`)).toBeVisible();
  const renamed = page.getByRole('row').filter({ hasText: `${title} renamed` });
  await renamed.getByRole('button', { name: `Actions for ${title} renamed` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`Deleted "${title} renamed"`)).toBeVisible();
  await expect(renamed).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});
