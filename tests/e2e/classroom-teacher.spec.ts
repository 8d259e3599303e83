// The teacher's classroom screens against a server of their own with the loopback model server
// (helpers/model-app.ts): a teacher turns a generated question set saved in My collection into a
// quiz, sees the quiz lock (409) once a student has started, and reads its item analysis chart;
// sets an essay assignment's hand-in and rubric, opens the student's essay from the gradebook cell,
// grades it with a rubric level and an accepted AI draft, moves to the next student without a page
// load, releases, and sees the score in the gradebook; then finds the essay and the student's extension
// on the teacher's due dates (month grid, and the list on a phone). Students hand in through the API
// (their screens are built elsewhere), signed in for real in a second browser context.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';
import { expectNoSidewaysScroll } from './helpers/layout.ts';
import { PHONE } from './helpers/route-checks.ts';
import type { FakeOpenAi } from '../fixtures/openai-server.ts';
import { startModelApp, type ModelApp } from './helpers/model-app.ts';
import { pickOption } from './helpers/pick-option.ts';

const TEACHER = 'teacher@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
const GENERATED = `1. What drives the water cycle?
A) The Moon
B) The Sun
C) Wind

2. Where is most fresh water?
A) Rivers
B) Ice caps
C) Clouds

Answer key
1. B
2. B`;
const DRAFT = 'You explain evaporation clearly. Add an example of condensation to reach the top level.';

// a step that cannot happen fails within the minute, not at the test's end
test.use({ actionTimeout: 60_000 });

let app: ModelApp;
let model: FakeOpenAi;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(420_000);
  app = await startModelApp('classroom-teacher');
  ({ model, base } = app);
});
test.afterAll(async () => {
  await app?.stop();
});

/** the API as the account signed in on `page` (its bearer token) */
function apiOf(page: Page) {
  return async (method: string, path: string, body?: unknown) => {
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const res = await page.request.fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { data: body }),
    });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as { data: Record<string, unknown> & { id: number } };
  };
}

test('a teacher makes a quiz, grades an essay with a rubric and an AI draft, and the gradebook shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  model.set({ reply: DRAFT, tokenDelayMs: 20 });
  const tag = Date.now().toString(36).slice(-5);
  await signIn(page, TEACHER, { path: `${base}/sections` });
  const link = page.locator('a[href^="/section/"]').first();
  await expect(link).toBeVisible({ timeout: 90_000 });
  const sectionId = Number(/\/section\/(\d+)/.exec((await link.getAttribute('href'))!)![1]);
  const teacher = apiOf(page);
  // due today (the server's date), so the due dates page shows the essay in this month
  const today = new Date().toISOString().slice(0, 10);
  const make = async (title: string) =>
    (
      await teacher('POST', '/resources/assignments', {
        section_id: sectionId,
        title,
        max_points: 10,
        due_date: today,
      })
    ).data.id;
  const quizId = await make(`Water quiz ${tag}`);
  const essayId = await make(`Essay ${tag}`);
  await teacher('POST', '/tools/collection', {
    toolSlug: 'question-generator',
    title: `Water cycle set ${tag}`,
    inputs: { questionType: 'multiple-choice' },
    output: GENERATED,
  });

  // the quiz from the saved question set
  await page.goto(`${base}/assignments/${quizId}/quiz`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Water quiz ${tag}: quiz`);
  await pickOption(page, page.getByLabel('Question set from My collection'), new RegExp(`Water cycle set ${tag}`));
  await page.getByLabel('Attempts allowed').fill('2');
  await page.getByRole('button', { name: 'Make quiz' }).click();
  await expect(page.getByText('Questions (2)')).toBeVisible();
  await expect(page.getByLabel('Question 1, choice B')).toHaveValue('The Sun');
  const gift = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download GIFT' }).click();
  expect((await gift).suggestedFilename()).toBe(`quiz-${quizId}.gift.txt`);
  expect(await seriousViolations(page)).toEqual([]);

  // a student takes it (through the API) and then the questions are locked
  const student = await browser.newPage();
  await signIn(student, STUDENT, { path: `${base}/dashboard` });
  const asStudent = apiOf(student);
  const attempt = (await asStudent('POST', `/assignments/${quizId}/quiz/attempts`)).data as {
    id: number;
    questions: { id: number; stem: string }[];
  };
  for (const q of attempt.questions)
    await asStudent('PUT', `/quiz-attempts/${attempt.id}/answers/${q.id}`, {
      response: q.stem.includes('drives') ? 1 : 0,
    });
  await asStudent('POST', `/quiz-attempts/${attempt.id}/submit`);
  await page.getByLabel('Question 1, choice A').fill('The Moon and stars');
  await page.getByRole('button', { name: 'Save quiz' }).click();
  await expect(page.getByText('The quiz is locked: students have started it')).toBeVisible();

  await page.getByRole('link', { name: 'Item analysis' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Item analysis');
  await expect(page.getByTestId('chart-percent-correct').locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('chart-percent-correct')).toContainText('Q1: 100%, Q2: 0%');
  expect(await seriousViolations(page)).toEqual([]);

  // the essay: handed in as text, with a rubric built by hand
  await page.goto(`${base}/assignments/${essayId}/hand-in`);
  await page.getByRole('button', { name: 'Hand-in settings' }).click();
  const settings = page.locator('.ant-drawer-content').last();
  // the select's box (its shown value covers the search input)
  const kind = settings.locator('.ant-select', { has: page.locator('#submission_kind') });
  await pickOption(page, kind, 'Text typed in the browser');
  await settings.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.ant-drawer-content')).toHaveCount(0);
  await expect(page.locator('.ant-descriptions')).toContainText('Text typed in the browser');
  await page.getByRole('button', { name: 'Rubric' }).click();
  const rubric = page.locator('.ant-drawer-content').last();
  await rubric.getByLabel('Criterion', { exact: true }).fill('Ideas');
  await rubric.getByRole('button', { name: 'Save rubric' }).click();
  await expect(page.locator('.ant-drawer-content')).toHaveCount(0);
  await asStudent('POST', `/assignments/${essayId}/submissions`, { text: 'Water evaporates and rises.' });
  await student.close();
  await page.reload();
  const row = page.getByTestId('submissions').locator('tr', { hasText: 'Sam Student' });
  await expect(row).toContainText('submitted');
  expect(await seriousViolations(page)).toEqual([]);

  // from the gradebook cell to the grading view
  await page.goto(`${base}/section/${sectionId}/gradebook`);
  await page.getByLabel(`Essay ${tag}, Sam Student`).focus();
  await page.getByRole('button', { name: `Open work: Essay ${tag}, Sam Student` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Grading: Essay ${tag}`);
  await expect(page.getByTestId('work-text')).toHaveText('Water evaporates and rises.');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByText('Meets (4)', { exact: true }).click();
  await expect(page.getByLabel('Score (of 10)')).toHaveValue('4');
  await expect(page.getByText('never the student')).toBeVisible();
  // the draft arrives whole, ending in its `done` event (on Node 22 it was lost: server/ai/sse.ts)
  await page.getByRole('button', { name: 'Draft feedback with AI' }).click();
  await expect(page.getByTestId('feedback-draft')).toHaveValue(DRAFT);
  await expect(page.getByRole('button', { name: 'Use as comment' })).toBeEnabled();
  const prompt = model.requests.at(-1)!.body.messages[1].content as string;
  expect(prompt).toContain('Water evaporates and rises.');
  expect(prompt).not.toContain('Sam');
  await expect(page.getByLabel('Comment to the student')).toHaveValue('');
  await page.getByRole('button', { name: 'Use as comment' }).click();
  await expect(page.getByLabel('Comment to the student')).toHaveValue(DRAFT);
  await page.getByRole('button', { name: 'Save grade' }).click();
  await expect(page.getByText('Saved: 4 points')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // the next student, in place: the address changes, the page does not load again, and its heading is never
  // taken down meanwhile (a navigation showed the route guard's loading view for a moment)
  const samUrl = page.url();
  await page.evaluate(() => {
    const w = window as unknown as { headingGone?: boolean };
    w.headingGone = false;
    new MutationObserver(() => {
      if (!document.querySelector('h1')?.textContent?.startsWith('Grading')) w.headingGone = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const next = page.getByTestId('next-student');
  const nextName = (await next.innerText()).replace('Next: ', '').trim();
  await next.click();
  await expect(page.getByRole('heading', { level: 2, name: nextName })).toBeVisible();
  await expect(page).not.toHaveURL(samUrl);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { headingGone?: boolean }).headingGone)).toBe(false);
  await expect(page.getByText('Nothing handed in yet')).toBeVisible();
  await page.getByTestId('previous-student').click();
  await expect(page.getByLabel('Comment to the student')).toHaveValue(DRAFT);
  await page.getByRole('button', { name: 'Release grades' }).click();
  await expect(page.getByText('Released 1 grade(s)')).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);

  await page.goto(`${base}/section/${sectionId}/gradebook`);
  await expect(page.getByLabel(`Essay ${tag}, Sam Student`)).toHaveValue('4');

  // the teacher's due dates: the essay and Sam's extension (noon UTC today: the same day in any nearby zone)
  const samId = /\/grade\/(\d+)/.exec(samUrl)![1];
  await teacher('PUT', `/assignments/${essayId}/extensions/${samId}`, { due_at: `${today}T12:00:00Z` });
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/teaching-due-dates`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Due dates of my sections');
  const grid = page.getByTestId('month-grid');
  await expect(grid.getByRole('link', { name: `Essay ${tag}`, exact: true })).toHaveAttribute(
    'href',
    `/assignments/${essayId}/hand-in`,
  );
  await expect(grid.getByRole('link', { name: `Essay ${tag}: Sam Student (extended)` })).toHaveAttribute(
    'href',
    `/assignments/${essayId}/grade/${samId}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('due-dates-list')).toContainText(`Essay ${tag}`);
  await expect(page.getByTestId('due-dates-list')).toContainText('1 of');
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByTestId('due-dates-list')
    .getByRole('link', { name: `Essay ${tag}`, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Essay ${tag}: hand-in`);
});
