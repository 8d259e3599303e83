// The e-mail designer's Visual mode (GrapesJS with its MJML plugin, src/resources/email-editor):
// an administrator edits a text block on the canvas, saves, and the school's template body (the
// same MJML the code field shows, compiled and checked by the server at save) carries the change.
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { pickOption } from './helpers/pick-option.ts';

test('an administrator edits a template visually and saves it into the MJML body', async ({
  page,
  consoleProblems,
}) => {
  test.slow();
  const mark = `Visual${Date.now().toString(36)}`;
  await signIn(page, 'admin@demo-academy.test', { path: '/samples/email-editor' });
  await expect(page.getByRole('heading', { name: 'E-mail designer', level: 1 })).toBeVisible();
  // the select's shown value covers its input: open it by its box
  await pickOption(page, page.locator('.ant-select', { has: page.locator('#email-event') }), 'Payment received');
  await expect(page.getByLabel('Body (MJML)')).toHaveValue(/Thank you\./);

  await page.locator('.ant-segmented').getByText('Visual', { exact: true }).click();
  const canvas = page.frameLocator('.gjs-frame');
  const block = canvas.getByText(/Thank you\./).last();
  await expect(block).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled(); // opening it changes nothing
  await block.dblclick();
  await page.keyboard.press('End');
  await page.keyboard.type(` ${mark}`);
  // leaving the block ends the text editing and hands the MJML back
  await canvas.getByText(/Hello/).first().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved the template of Payment received')).toBeVisible();

  await page.locator('.ant-segmented').getByText('Code', { exact: true }).click();
  await expect(page.getByLabel('Body (MJML)')).toHaveValue(new RegExp(`Thank you\\. ${mark}`));
  await expect(page.getByLabel('Body (MJML)')).toHaveValue(/^<mjml>/);
  // each preview is a new document in the sandboxed frame, and this harness injects its start-up
  // script (sign-in.ts) into every document: a frame sandboxed without scripts logged one "Blocked
  // script execution" error for each (message-preview.tsx)
  expect(consoleProblems).toEqual([]);
});
