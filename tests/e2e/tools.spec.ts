// AI teacher tools in the browser, against a server of their own whose AI_BASE_URL points at the
// loopback model server of tests/fixtures (started here, so each test sets how the model answers):
// the catalogue's 22 entries, a multiple-choice question set streamed as Markdown, stop mid-stream,
// a silent model server named after a few seconds with a Stop beside it,
// the worksheet downloaded as .docx and read back, a .docx uploaded into questions-from-text.
// The shared main server has no model: the not-configured message is checked there.
import fs from 'node:fs';
import path from 'node:path';
import mammoth from 'mammoth';
import { Document, Packer, Paragraph } from 'docx';
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import type { FakeOpenAi } from '../fixtures/openai-server.ts';
import { startModelApp, type ModelApp } from './helpers/model-app.ts';
import { pickOption } from './helpers/pick-option.ts';

const TEACHER = 'teacher@demo-academy.test';
let model: FakeOpenAi;
let app: ModelApp;
let base = '';
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(420_000);
  app = await startModelApp('tools');
  ({ model, base, dataDir } = app);
});

test.afterAll(async () => {
  await app?.stop();
});

test.beforeEach(() => model.reset());

async function chooseOtherGrade(page: Page, grade: string) {
  await pickOption(page, page.getByLabel('Grade level', { exact: true }), /^Other$/);
  await page.getByLabel('Other grade level').fill(grade);
}

const QUIZ =
  '# Photosynthesis quiz\n\n1. Which gas do plants take in?\\\n   A. Oxygen\\\n   B. Carbon dioxide\n\n| # | Answer |\n|---|---|\n| 1 | B |\n';

test('the catalogue lists the 22 tools, searches them, and opens directions-polisher', async ({ page }) => {
  await signIn(page, TEACHER, { path: `${base}/teacher-tools` });
  await expect(page.getByTestId('tool-card')).toHaveCount(22);
  await page.getByLabel('Search tools').fill('email');
  await expect(page.getByTestId('tool-card')).toHaveCount(2);
  await page.getByLabel('Search tools').fill('');
  await page.getByText('Responsiveness', { exact: true }).click();
  await expect(page.getByTestId('tool-card')).toHaveCount(4);
  await page.getByText('All', { exact: true }).click();
  await page.getByRole('link', { name: 'Directions Polisher' }).click();
  await expect(page).toHaveURL(`${base}/tt/directions-polisher`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Directions Polisher');
});

test('the question generator streams multiple-choice questions as rendered Markdown', async ({ page }) => {
  model.set({ reply: QUIZ, tokenDelayMs: 250 });
  await signIn(page, TEACHER, { path: `${base}/tt/question-generator` });
  await chooseOtherGrade(page, 'Grade 7');
  await page.getByLabel('Topic').fill('Photosynthesis');
  await page.getByText('Essay', { exact: true }).click();
  await page.getByText('Multiple choice', { exact: true }).click();
  await page.getByTestId('generate').click();
  const output = page.getByTestId('tool-output');
  // Part of the answer is on screen, rendered, while the model is still writing.
  await expect(output.getByRole('heading', { name: 'Photosynthesis quiz' })).toBeVisible();
  await expect(page.getByText('Writing…')).toBeVisible();
  expect(await output.locator('table').count()).toBe(0);
  await expect(output.locator('table')).toBeVisible();
  await expect(output.locator('td').last()).toHaveText('B');
  await expect(page.getByText('Writing…')).toBeHidden();
  // One question came back where the form asked for its default of 5: the checks by code say so.
  await expect(page.getByTestId('output-checks')).toContainText('questions asked for (1 question, asked for 5)');
  const prompt = model.requests[0].body.messages[1].content;
  expect(prompt).toContain('Multiple choice questions for Grade 7 students');
  expect(prompt).toContain('Photosynthesis');
});

test('stop ends the stream mid-way, and the model server sees the disconnect', async ({ page }) => {
  model.set({ reply: 'Idea number one is about plants. '.repeat(80), tokenDelayMs: 80 });
  await signIn(page, TEACHER, { path: `${base}/tt/essential-question-generator` });
  await chooseOtherGrade(page, 'Grade 4');
  await page.getByLabel('Unit or topic').fill('Plants');
  await page.getByTestId('generate').click();
  await expect(page.getByTestId('tool-output')).toContainText('Idea number one');
  const disconnected = model.nextDisconnect();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Stopped', { exact: true })).toBeVisible();
  const rec = await disconnected;
  expect(rec.tokensSent).toBeLessThan(480);
  const shown = await page.getByTestId('tool-output').textContent();
  await page.waitForTimeout(500);
  expect(await page.getByTestId('tool-output').textContent()).toBe(shown);
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
});

test('a silent model server is named after a few seconds, and Stop there ends the wait', async ({ page }) => {
  model.set({ reply: 'Never sent.', firstTokenDelayMs: 60_000 });
  await signIn(page, TEACHER, { path: `${base}/tt/essential-question-generator` });
  await chooseOtherGrade(page, 'Grade 4');
  await page.getByLabel('Unit or topic').fill('Plants');
  await page.getByTestId('generate').click();
  await expect(page.getByText('Waiting for the first words…')).toBeVisible();
  const stalled = page.getByTestId('stream-stalled');
  await expect(stalled).toBeHidden();
  await expect(stalled).toContainText('The model server has not started answering yet', { timeout: 15_000 });
  const disconnected = model.nextDisconnect();
  await stalled.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(stalled).toBeHidden();
  expect((await disconnected).tokensSent).toBe(0);
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
});

test('a worksheet downloads as a .docx that reads back with its content', async ({ page }) => {
  model.set({
    reply:
      '# Fractions worksheet\n\nName: ______\n\n1. What is 1/2 + 1/4?\n2. Shade 3/4 of the square.\n\n## Answer key\n\n1. 3/4\n',
  });
  await signIn(page, TEACHER, { path: `${base}/tt/worksheet-generator` });
  await chooseOtherGrade(page, 'Grade 5');
  await page.getByLabel('Topic').fill('Adding fractions');
  await page.getByTestId('generate').click();
  await expect(page.getByTestId('tool-output').getByRole('heading', { name: 'Answer key' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Word (.docx)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('worksheet-generator.docx');
  const { value } = await mammoth.extractRawText({ path: await download.path() });
  expect(value).toContain('Fractions worksheet');
  expect(value).toContain('What is 1/2 + 1/4?');
  expect(value).toContain('Answer key');
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
  expect(
    fs
      .readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test('a .docx uploaded into questions-from-text is read on the server and used', async ({ page }) => {
  const file = path.join(dataDir, 'passage.docx');
  fs.writeFileSync(
    file,
    await Packer.toBuffer(
      new Document({ sections: [{ children: [new Paragraph('The Nile is the longest river in Africa.')] }] }),
    ),
  );
  await signIn(page, TEACHER, { path: `${base}/tt/question-generator-from-text` });
  await chooseOtherGrade(page, 'Grade 6');
  await page
    .getByTestId('source-upload')
    .locator('xpath=ancestor::span[contains(@class,"ant-upload")]')
    .locator('input[type=file]')
    .setInputFiles(file);
  await expect(page.getByText('Read passage.docx')).toBeVisible();
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue('The Nile is the longest river in Africa.');
  await page.getByTestId('generate').click();
  await expect(page.getByTestId('tool-output')).toContainText('What is 2 + 2?');
  expect(model.requests[0].body.messages[1].content).toContain('The Nile is the longest river in Africa.');
});

test('without a model the tool pages say so plainly and do not generate', async ({ page }) => {
  await signIn(page, TEACHER, { path: '/tt/rubric-generator' });
  // a teacher cannot set a model: told whom to ask, not which server settings to change
  await expect(page.getByTestId('ai-not-configured')).toContainText('Ask your administrator');
  await expect(page.getByTestId('ai-not-configured')).not.toContainText('AI_BASE_URL');
  await expect(page.getByTestId('generate')).toBeDisabled();
});

test('an output saved to the collection can be reopened in its tool and deleted', async ({ page }) => {
  model.set({ reply: '# Rubric for posters\n\n| Criterion | Excellent |\n|---|---|\n| Design | Clear |\n' });
  await signIn(page, TEACHER, { path: `${base}/tt/rubric-generator` });
  await chooseOtherGrade(page, 'Grade 8');
  await page.getByLabel('Assignment').fill('A science poster');
  await page.getByTestId('generate').click();
  await expect(page.getByTestId('tool-output').locator('table')).toBeVisible();
  await page.getByRole('button', { name: 'Save to collection' }).click();
  await expect(page.getByText('Saved to My collection')).toBeVisible();

  await page.getByRole('link', { name: 'My collection' }).click();
  const row = page.getByRole('row', { name: /Rubric Generator/ }).first();
  await expect(row).toContainText('A science poster');
  await row.getByRole('button', { name: 'Reopen' }).click();
  await expect(page).toHaveURL(/\/tt\/rubric-generator\?saved=\d+$/);
  await expect(page.getByLabel('Assignment')).toHaveValue('A science poster');
  await expect(page.getByTestId('tool-output').getByRole('heading', { name: 'Rubric for posters' })).toBeVisible();

  await page.getByRole('link', { name: 'My collection' }).click();
  await page
    .getByRole('row', { name: /Rubric Generator/ })
    .first()
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
  await expect(page.getByText('Nothing saved yet')).toBeVisible();
});

test('the question rotator makes versions with answer keys without asking the model', async ({ page }) => {
  await signIn(page, TEACHER, { path: `${base}/tt/question-rotator` });
  await page
    .getByLabel('Questions')
    .fill('1. Capital of France?\nA) Berlin\nB) Paris *\nC) Rome\n2. Red planet?\nA) Venus\nB) Mars *');
  await page.getByLabel('Number of versions').fill('3');
  await page.getByRole('button', { name: 'Make versions' }).click();
  await expect(page.getByText('3 versions of 2 questions')).toBeVisible();
  await page.getByRole('tab', { name: 'Version B' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Answer key: Version B' })).toBeVisible();
  expect(model.requests).toHaveLength(0);
});

test('administrators reach the prompt, provider and rate-limit pages', async ({ page }) => {
  await signIn(page, 'admin@demo-academy.test', { path: `${base}/tt-prompt-templates` });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teacher tool prompts');
  await page.getByRole('button', { name: 'Actions for Rubric Generator' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const template = page.getByLabel('Template for Rubric Generator');
  await expect(template).toHaveValue(/grading rubric/);
  // a school's own version is saved and marked, then given up for the platform default again
  // the server's refusal is shown in the drawer, which keeps the text
  await template.fill('Write a grading rubric for {{assignment}}, school edition.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Unknown placeholder \{\{assignment\}\}/)).toBeVisible();
  await template.fill('Write a grading rubric on {{topic}}, school edition.');
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row', { name: /Rubric Generator/ });
  await expect(row).toContainText("This school's version");
  await row.getByRole('button', { name: 'Actions for Rubric Generator' }).click();
  await page.getByRole('menuitem', { name: 'Use platform default' }).click();
  await page.getByRole('button', { name: 'Use platform default' }).click();
  await expect(row).toContainText('Platform default');
  await page.goto(`${base}/ai/rate-limits`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI rate limits');
  await expect(page.getByRole('cell', { name: /^Whole school/ })).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Whole school' }).click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Requests per day').fill('250');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Whole school/ })).toContainText('250');
});

test('operators set a school\u2019s model provider without ever seeing the key again', async ({ page }) => {
  await signIn(page, 'operator@ei.test', { path: `${base}/ei/app-provider-details` });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI model providers');
  const row = page.getByRole('row', { name: /Riverside School/ });
  await row.getByRole('button', { name: 'Actions for Riverside School' }).click();
  await page.getByRole('menuitem', { name: 'Set' }).click();
  await page.getByLabel('Base URL').fill(model.url);
  await page.getByLabel('Model', { exact: true }).fill('riverside-model');
  await page.getByLabel('API key').fill('sk-riverside-secret');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('riverside-model');
  await expect(row).toContainText('set');
  // the form the key was typed into is gone once it has closed; nothing the app shows holds it
  await expect(page.locator('.ant-drawer-content')).toHaveCount(0);
  expect(await page.content()).not.toContain('sk-riverside-secret');
  await row.getByRole('button', { name: 'Actions for Riverside School' }).click();
  await page.getByRole('menuitem', { name: 'Test' }).click();
  await expect(page.getByText(/riverside-model \(school server\) answered/)).toBeVisible();
  expect(model.requests.at(-1)!.authorization).toBe('Bearer sk-riverside-secret');
});
