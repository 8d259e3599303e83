// The classroom as a student lives it (src/resources/classroom), with real sign-ins: the teacher's
// side (an essay handed in as text, a files assignment taking text files, a quiz of multiple choice,
// fill in and essay) is set up through the API as the demo teacher, since its screens are built
// apart. The student types an essay whose autosave survives a reload and hands it in, hands in a file
// (a refused type says why) and sees it in its versions, takes the quiz (a reload mid-way keeps the
// answer), and sees the auto-marked result with the essay waiting for the teacher, then, released, each question
// right or waiting with the correct answers. Axe on each page;
// no sideways scroll at 375 px.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';
import { expectNoSidewaysScroll } from './helpers/layout.ts';
import { PHONE } from './helpers/route-checks.ts';
import { apiOf, classIds, type Call } from './helpers/page-api.ts';

// a page's first load may be slow on a busy machine (as in gradebook.spec.ts)
const LOAD = { timeout: 90_000 };

const TEACHER = 'teacher@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
// due in three days: upcoming work is listed first in My work
const SOON = new Date(Date.now() + 3 * 864e5).toISOString().slice(0, 10);

interface Setup {
  essay: number;
  files: number;
  quiz: number;
  tag: string;
}

async function teacherSetsUp(page: Page, studentCall: Call): Promise<Setup> {
  await signIn(page, TEACHER);
  const call = await apiOf(page);
  const mine = new Set(await classIds(studentCall));
  const section = (await classIds(call)).find((id) => mine.has(id));
  if (!section) throw new Error('the demo teacher teaches no class of the demo student');
  const tag = Date.now().toString(36).slice(-5);
  const make = async (title: string, kind: string, accepted: string[] = []) => {
    const r = await call<{ data: { id: number } }>('POST', '/resources/assignments', {
      section_id: section,
      title,
      description: `Instructions for ${title}`,
      due_date: SOON,
      max_points: 10,
    });
    await call('PUT', `/assignments/${r.data.id}/submission-settings`, {
      submission_kind: kind,
      accepted_types: accepted,
      close_at: null,
      allow_resubmit: true,
    });
    return r.data.id;
  };
  const essay = await make(`Essay ${tag}`, 'text');
  const files = await make(`Lab notes ${tag}`, 'files', ['text/plain']);
  const quiz = await make(`Quiz ${tag}`, 'none');
  await call('PUT', `/assignments/${quiz}/quiz`, {
    shuffle: false,
    time_limit_minutes: 30,
    max_attempts: 2,
    show_answers: true,
    questions: [
      {
        kind: 'multiple_choice',
        stem: 'What drives the water cycle?',
        choices: ['The Moon', 'The Sun'],
        answer: 1,
        points: 2,
      },
      { kind: 'fill_in', stem: 'Vapour to liquid is ____.', choices: [], answer: ['condensation'], points: 1 },
      { kind: 'essay', stem: 'Explain evaporation.', choices: [], answer: null, points: 5 },
    ],
  });
  return { essay, files, quiz, tag };
}

/** back to My work and into one assignment, inside the app (no new page load) */
async function openFromMyWork(page: Page, title: string) {
  await page.getByRole('link', { name: 'Back to my work' }).click();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(LOAD);
}

test('a student types and hands in an essay, hands in a file, takes a quiz and sees its result', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, STUDENT, { path: '/my-work' });
  const studentCall = await apiOf(page);
  const teacherPage = await (await browser.newContext()).newPage();
  const s = await teacherSetsUp(teacherPage, studentCall);

  // My work lists the new assignments, not started
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: `Essay ${s.tag}` });
  await expect(row).toContainText('Not started', LOAD);
  expect(await seriousViolations(page)).toEqual([]);

  // the essay: typed, autosaved, still there after a reload, then handed in
  await row.getByRole('link', { name: `Essay ${s.tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Essay ${s.tag}` })).toBeVisible();
  await expect(page.getByText(`Instructions for Essay ${s.tag}`)).toBeVisible();
  await page.getByLabel('Your answer').fill('Water evaporates, condenses and falls.');
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByLabel('Your answer')).toHaveValue('Water evaporates, condenses and falls.', LOAD);
  await expect(page.getByTestId('work-status')).toHaveText('Draft');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Hand in' }).click();
  await expect(page.getByTestId('work-status')).toHaveText('Handed in');
  await expect(page.getByTestId('versions')).toContainText('Version 1');

  // files: a type the assignment does not take is refused with the reason; a text file is handed in
  await openFromMyWork(page, `Lab notes ${s.tag}`);
  const picker = page.getByLabel('Files to hand in');
  await expect(picker).toBeVisible(LOAD);
  await picker.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Hand in the files' }).click();
  await expect(page.getByText(/Not handed in: .*not accepted here/)).toBeVisible();
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Day 1: 20 °C\n') });
  await page.getByRole('button', { name: 'Hand in the files' }).click();
  await expect(page.getByTestId('versions')).toContainText('notes.txt');
  await expect(page.getByTestId('work-status')).toHaveText('Handed in');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 800 });

  // the quiz: an answer saved, a reload resumes the attempt with it, then submitted and auto-marked
  await openFromMyWork(page, `Quiz ${s.tag}`);
  await expect(page.getByTestId('attempts-left')).toHaveText('2 of 2', LOAD);
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(page.getByTestId('quiz-timer')).toBeVisible();
  await page.getByRole('radio', { name: 'The Sun' }).check();
  await expect(page.getByTestId(/^question-/).first()).toContainText('Saved');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'The Sun' })).toBeChecked(LOAD);
  await expect(page.getByTestId('attempts-left')).toHaveText('1 of 2');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByText('All on one page').click();
  await page.getByLabel(/Question 2/).fill('Condensation.');
  await page.getByLabel(/Question 3/).fill('Heat turns water into vapour.');
  await expect(page.getByTestId(/^question-/).nth(2)).toContainText('Saved');
  await page.getByRole('button', { name: 'Submit the quiz' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('auto-score')).toHaveText('Marked at once: 3 of 3 points');
  await expect(page.getByTestId('quiz-result')).toContainText('Waiting for the teacher: 1 question (3)');
  expect(await seriousViolations(page)).toEqual([]);

  // released: question by question, with the correct answers (the quiz shows them)
  await (
    await apiOf(teacherPage)
  )('POST', `/assignments/${s.quiz}/release`);
  await page.reload();
  await expect(page.getByTestId('quiz-answers')).toContainText('3 of 8 points', LOAD);
  await expect(page.getByTestId('result-1')).toContainText('Right');
  await expect(page.getByTestId('result-1')).toContainText('Correct answer: The Sun');
  await expect(page.getByTestId('result-3')).toContainText('Waiting for the teacher');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the course home for a student and its teacher; due dates by month with a feed that can be revoked', async ({
  page,
  browser,
}) => {
  test.slow();
  // a section the demo student attends and the demo teacher teaches
  await signIn(page, STUDENT, { path: '/my-work' });
  const teacher = await (await browser.newContext()).newPage();
  await signIn(teacher, TEACHER);
  const taught = new Set(await classIds(await apiOf(teacher)));
  const sectionId = (await classIds(await apiOf(page))).find((id) => taught.has(id));
  expect(sectionId, 'a class of the demo student that the demo teacher teaches').toBeDefined();

  await page.goto(`/course-home/${sectionId}`);
  await expect(page.getByTestId('course-home')).toBeVisible(LOAD);
  await expect(page.getByRole('heading', { level: 2, name: 'Units and lessons' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Assignments and quizzes' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Assignments and quizzes' }).getByRole('columnheader', { name: 'State' }),
  ).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 800 });

  // the section's teacher sees the same course home with counts
  await teacher.goto(`/course-home/${sectionId}`);
  await expect(teacher.getByTestId('course-home')).toBeVisible(LOAD);
  await expect(teacher.getByRole('columnheader', { name: 'Handed in', exact: true })).toBeVisible();
  expect(await seriousViolations(teacher)).toEqual([]);

  // due dates: the month grid, then the feed made, read without a token, and revoked
  await page.getByRole('link', { name: 'Due dates' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Due dates' })).toBeVisible(LOAD);
  await expect(page.getByTestId('month-grid')).toBeVisible();
  await page.getByRole('button', { name: 'Make the feed address' }).click();
  const url = await page.getByTestId('feed-url').inputValue();
  expect(url).toMatch(/\/calendar\/[0-9]+\.[A-Za-z0-9_-]{32}\.ics$/);
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Revoke the feed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByTestId('feed-url')).toHaveCount(0);
  expect((await page.request.get(url)).status()).toBe(404);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
});
