// AI chat (docs/ai-chat.md) against a server of its own with the loopback model: a teacher's
// conversation streams and is still there after a reload (axe, 375 px); a silent model server is
// named after a few seconds with a Stop beside it; a student's alarming message gets the safe
// answer and raises an alert an administrator sees and acknowledges in /insights/mood-scanner,
// whose charts draw the busiest classes and the rest as one series (375 px); a student asks the EI
// tutor about a seeded lesson (server/demo/seed-tutor.ts) and sees the lesson and time it answered
// from; a teacher chats with a model the school's server lists in /ai/lama-chat; an administrator
// sets the retention and reads /insights/chat-insights (axe).
import fs from 'node:fs';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';
import { expectNoSidewaysScroll } from './helpers/layout.ts';
import { startModelApp, type ModelApp } from './helpers/model-app.ts';
import { pickOption } from './helpers/pick-option.ts';

let app: ModelApp;
test.beforeAll(async () => {
  test.setTimeout(420_000);
  app = await startModelApp('chat');
});
test.afterAll(async () => {
  await app?.stop();
});

test('a teacher chats and finds the conversation after a reload', async ({ page }) => {
  test.slow();
  app.model.set({ reply: '**Fractions** are parts of a whole.', tokenDelayMs: 30 });
  await signIn(page, 'teacher@demo-academy.test', { path: `${app.base}/ai/chat` });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI chat');
  await expect(page.getByRole('combobox', { name: 'Prompt template' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Message' }).fill('What is a fraction?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('chat-assistant').locator('strong')).toHaveText('Fractions');
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
  await expect(page).toHaveURL(/\/ai\/chat\?c=\d+/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('What is a fraction?');
  await expect(page.getByTestId('chat-user')).toContainText('What is a fraction?');
  await expect(page.getByTestId('chat-assistant')).toContainText('Fractions are parts of a whole.');
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toContainText('What is a fraction?');

  await page.setViewportSize({ width: 375, height: 740 });
  // polled: the header folds on its breakpoint listener a moment after the resize
  await expectNoSidewaysScroll(page);
});

test('a chat whose model server stays silent says so and offers Stop', async ({ page }) => {
  app.model.set({ reply: 'Never sent.', firstTokenDelayMs: 60_000 });
  await signIn(page, 'teacher@demo-academy.test', { path: `${app.base}/ai/chat` });
  await page.getByRole('textbox', { name: 'Message' }).fill('Are you there?');
  await page.getByRole('button', { name: 'Send' }).click();
  const stalled = page.getByTestId('stream-stalled');
  await expect(stalled).toContainText('The model server has not started answering yet', { timeout: 15_000 });
  const disconnected = app.model.nextDisconnect();
  await stalled.getByRole('button', { name: 'Stop' }).click();
  await expect(stalled).toBeHidden();
  expect((await disconnected).tokensSent).toBe(0);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  app.model.reset();
});

test("an administrator sees and acknowledges the alert raised by a student's message", async ({ browser }) => {
  test.slow();
  app.model.reset();
  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'student@demo-academy.test', { path: `${app.base}/ai/chat` });
  await student.getByRole('textbox', { name: 'Message' }).fill('Nobody cares about me and I want to kill myself');
  await student.getByRole('button', { name: 'Send' }).click();
  await expect(student.getByTestId('chat-assistant')).toContainText('trusted adult');
  expect(app.model.requests).toHaveLength(0);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@demo-academy.test', { path: `${app.base}/insights/mood-scanner` });
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Mood scanner');
  const row = admin.locator('.ant-table-row', { hasText: 'want to kill myself' });
  await expect(row).toContainText('Self-harm');
  await expect(row).toContainText('Open');
  expect(await seriousViolations(admin)).toEqual([]);
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await admin.getByRole('menuitem', { name: 'Acknowledge' }).click();
  await admin.getByLabel('Notes (what was done)').fill('Counsellor called the family');
  await admin.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(row).toContainText('Counsellor called the family');
});

test('the mood charts draw the busiest classes and the rest as one series, and the user picks', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'admin@demo-academy.test', { path: `${app.base}/insights/mood-scanner` });
  const summary = page.getByTestId('mood-classes-summary');
  const reading = /^(\d+) classes with students' messages; showing (\d+) and the other (\d+) as "Other classes"$/;
  await expect(summary).toHaveText(reading);
  const [, total, shown, other] = (await summary.textContent())!.match(reading)!.map(Number);
  // the seeded student's messages count in each of its classes: far more than a legend can hold
  expect(total).toBeGreaterThan(10);
  expect([shown, other]).toEqual([5, total - 5]);
  await expect(page.getByTestId('chart-mood-average').locator('canvas').first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  // one class taken out of the picker joins "Other classes"
  const picker = page.locator('.ant-select', { has: page.locator('#mood-classes') });
  await picker.locator('.ant-select-selection-item-remove').first().click();
  await expect(summary).toHaveText(
    `${total} classes with students' messages; showing 4 and the other ${total - 4} as "Other classes"`,
  );
});

test('a student asks the tutor about a lesson and sees the citation', async ({ page }) => {
  test.slow();
  app.model.reset();
  app.model.set({ reply: 'What gas do you think the leaf gives off? [Lesson 3: How plants make food, 01:05]' });
  // course 1 is the fresh data dir's first course, the one with the demo lessons
  await signIn(page, 'student@demo-academy.test', { path: `${app.base}/ai/ei-tutor?course=1` });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('EI tutor');
  await expect(page.getByRole('combobox', { name: 'Course' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('What does photosynthesis turn carbon dioxide into?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('chat-sources')).toContainText('Lesson 3: How plants make food, 01:05');
  await expect(page.getByTestId('chat-assistant')).toContainText('What gas do you think');
  expect(app.model.requests[0].body.messages[0].content).toContain('into glucose');
  await expect(page).toHaveURL(/course=1&c=\d+/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(page);
});

test('a teacher chats with a model the school server lists', async ({ page }) => {
  app.model.reset();
  app.model.set({ models: ['fixture-model', 'llama3.2:3b'], reply: 'Hello from the **open model**.' });
  await signIn(page, 'teacher@demo-academy.test', { path: `${app.base}/ai/lama-chat` });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open-model chat');
  await expect(page.getByText('Model server: platform')).toBeVisible();
  // the chosen model's label covers the combobox's input, so the select itself is clicked
  await pickOption(
    page,
    page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Model' }) }),
    /^llama3\.2:3b$/,
  );
  await page.getByRole('textbox', { name: 'Message' }).fill('Say hello');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('chat-assistant').locator('strong')).toHaveText('open model');
  expect(app.model.requests.map((r) => r.body.model)).toEqual(['llama3.2:3b']);
  await expect(page).toHaveURL(/\/ai\/lama-chat\?c=\d+/);
});

test('an administrator sets chat retention and reads chat insights', async ({ page }) => {
  await signIn(page, 'admin@demo-academy.test', { path: `${app.base}/ai/chat-log` });
  // (that the setting is kept is tests/api/chat-retention.test.ts's)
  await page.getByLabel("Keep students' conversations for (days)").fill('30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Retention saved')).toBeVisible();
  await expect(page.getByLabel("Keep students' conversations for (days)")).toHaveValue('30');

  // in-app navigation (as a menu link does): a full page load re-runs the sign-in restore
  await page.evaluate(() => {
    history.pushState(null, '', '/insights/chat-insights');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chat insights');
  // the demo student's seeded chat questions (server/demo/seed-chat.ts, "feel" twice) are in the charts and the export
  await expect(page.getByRole('figure', { name: 'Questions per week by tool' })).toContainText(
    /[1-9]\d* questions in all/,
  );
  await expect(page.getByRole('figure', { name: 'Top topics (words asked about most)' })).toContainText('feel (2)');
  await expect(page.getByRole('heading', { name: 'Questions the tutor could not answer' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export usage (CSV)' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('chat-usage.csv');
  const text = fs.readFileSync(await csv.path(), 'utf8');
  expect(text.split('\r\n')[0]).toBe('Week,Role,Tool,Messages,Users');
  expect(text).toMatch(/,student,chat,[1-9]\d*,1\r\n/);
});
