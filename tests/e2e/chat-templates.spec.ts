// Chat prompt templates (/ai/tenant-prompt-templates, docs/ai-chat.md): an administrator writes the
// school's own template in the drawer (an empty one is refused at its fields), finds it in the list,
// then gives it up for the platform's again.
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';

test("an administrator saves a school's chat template in the drawer and removes it", async ({
  page,
  consoleProblems,
}) => {
  const title = `Exit ticket ${Date.now()}`;
  await signIn(page, 'admin@demo-academy.test', { path: '/ai/tenant-prompt-templates' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This school's chat prompt templates");
  await page.getByRole('button', { name: 'New template' }).click();
  const drawer = page.getByRole('dialog', { name: 'New chat template' });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please enter Name')).toBeVisible();
  await drawer.getByLabel('Name').fill(title);
  await drawer.getByLabel('Prompt').fill("Ask the student three questions about today's lesson.");
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  const row = page.locator('.ant-table-row', { hasText: title });
  await expect(row).toContainText('This school');

  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Use the platform version' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Use the platform version' }).click();
  await expect(row).toHaveCount(0);
  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});
