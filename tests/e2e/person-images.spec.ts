// Photo galleries (#14): an administrator uploads a real PNG for a student on /student-images and
// sees the thumbnail the server made and the photo count.
import sharp from 'sharp';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';

const ADMIN = 'admin@demo-academy.test';

test('an administrator uploads a student photo and sees its thumbnail', async ({ page, consoleProblems }) => {
  test.slow();
  const png = await sharp({ create: { width: 240, height: 180, channels: 3, background: '#2b6cb0' } })
    .png()
    .toBuffer();
  await signIn(page, ADMIN, { path: '/student-images' });
  await expect(page.getByRole('heading', { name: 'Student photos', level: 1 })).toBeVisible();
  const card = page.getByRole('listitem').first();
  await expect(card).toBeVisible();

  await card.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await expect(card.getByRole('img', { name: /^Thumbnail of / })).toBeVisible();
  await expect(card.getByText('1 photo', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: /^Open the photos of / }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: /^Photo of / })).toBeVisible();
  await page.keyboard.press('Escape');

  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});
