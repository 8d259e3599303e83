// The classroom loop through both sides' screens on the main server, with real sign-ins (issue #31):
// a teacher's files assignment, due three days ago, with a rubric and a later due date for one student
// (set up through the API: not the point here); that student hands in a file on time watching the
// upload's progress, a second student of the section hands in late, each on its own /my-work page; the
// teacher sees both in the hand-in list (one late), grades both in the grading view with rubric levels
// and a comment, and releases; each student reads its score and comment; the average report shows the
// mean of the two scores, worked out here from the rubric's points.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { apiOf, classIds, type Call } from './helpers/page-api.ts';

// a page's first load may be slow on a busy machine (as in gradebook.spec.ts)
const LOAD = { timeout: 90_000 };
const TEACHER = 'teacher@demo-academy.test';
const SAM = { email: 'student@demo-academy.test', name: 'Sam Student' };
// a student, teacher and administrator: the administrator enrols the student in the section if
// the demo seed did not, then works as the student
const MORGAN = { email: 'multi@demo-academy.test', name: 'Morgan Multi' };
const MAX_POINTS = 10;
const RUBRIC = [
  { title: 'Method', levels: { Weak: 2, Sound: 5 } },
  { title: 'Results', levels: { Partial: 1, Complete: 4 } },
];
/** the levels each student is given, and so its score (the sum of the levels' points) */
const GIVEN = { sam: ['Sound', 'Complete'], morgan: ['Weak', 'Complete'] } as const;
const POINTS: Record<string, number> = Object.assign({}, ...RUBRIC.map((c) => c.levels));
const pointsOf = (levels: readonly string[]) => levels.reduce((sum, l) => sum + POINTS[l], 0);
const daysFromNow = (days: number) => new Date(Date.now() + days * 864e5);

/** a section the demo teacher teaches and both students attend (Morgan enrolled when needed) */
async function sharedSection(teacher: Call, sam: Call, morgan: Call, morganParty: number) {
  const taught = new Set(await classIds(teacher));
  const both = (await classIds(sam)).filter((id) => taught.has(id));
  if (!both.length) throw new Error('the demo teacher teaches no class of the demo student');
  const morgans = new Set(await classIds(morgan));
  const found = both.find((id) => morgans.has(id));
  if (found) return found;
  await morgan('POST', '/resources/enrollments', { section_id: both[0], student_party_id: morganParty });
  return both[0];
}

/** a files assignment due three days ago, with the rubric; Sam's own due time is in two days */
async function assignmentFor(teacher: Call, section: number, samParty: number, tag: string) {
  const title = `Lab report ${tag}`;
  const made = await teacher<{ data: { id: number } }>('POST', '/resources/assignments', {
    section_id: section,
    title,
    description: 'Hand in your lab report as a text file.',
    due_date: daysFromNow(-3).toISOString().slice(0, 10),
    max_points: MAX_POINTS,
  });
  const id = made.data.id;
  await teacher('PUT', `/assignments/${id}/submission-settings`, {
    submission_kind: 'files',
    accepted_types: ['text/plain'],
    close_at: null,
    allow_resubmit: true,
  });
  await teacher('PUT', `/assignments/${id}/rubric`, {
    criteria: RUBRIC.map((c) => ({
      title: c.title,
      description: '',
      levels: Object.entries(c.levels).map(([title, points]) => ({ title, description: '', points })),
    })),
  });
  await teacher('PUT', `/assignments/${id}/extensions/${samParty}`, { due_at: daysFromNow(2).toISOString() });
  return { id, title };
}

/** the student's page of the assignment: one text file handed in */
async function handIn(page: Page, id: number, file: string, hold?: Promise<void>) {
  await page.goto(`/my-work/${id}`);
  await expect(page.getByTestId('work-status')).toHaveText('Not started', LOAD);
  // the answer to the upload waits until the progress bar was seen (a small file is sent at once)
  if (hold) await page.route(`**/api/assignments/${id}/submissions`, (route) => hold.then(() => route.continue()));
  await page.getByLabel('Files to hand in').setInputFiles({
    name: file,
    mimeType: 'text/plain',
    buffer: Buffer.from(`Lab report of ${file}: the water boiled at 98 °C.\n`),
  });
  await page.getByRole('button', { name: 'Hand in the files' }).click();
}

/** in the grading view: the student's levels, a comment, saved */
async function grade(page: Page, levels: readonly string[], comment: string) {
  for (const l of levels) await page.getByText(`${l} (${POINTS[l]})`, { exact: true }).click();
  await expect(page.getByLabel(`Score (of ${MAX_POINTS})`)).toHaveValue(String(pointsOf(levels)));
  await page.getByLabel('Comment to the student').fill(comment);
  await page.getByRole('button', { name: 'Save grade' }).click();
  await expect(page.getByText(`Saved: ${pointsOf(levels)} points`)).toBeVisible();
}

test('hand-in, two students (one late), grading with a rubric, release, feedback, average', async ({ browser }) => {
  test.slow();
  const [teacher, sam, morgan] = await Promise.all([1, 2, 3].map(async () => (await browser.newContext()).newPage()));
  await Promise.all([
    signIn(teacher, TEACHER),
    signIn(sam, SAM.email, { path: '/my-work' }),
    signIn(morgan, MORGAN.email),
  ]);
  const [asTeacher, asSam, asMorgan] = await Promise.all([apiOf(teacher), apiOf(sam), apiOf(morgan)]);
  const partyOf = async (call: Call) => (await call<{ partyId: number }>('GET', '/me')).partyId;
  const section = await sharedSection(asTeacher, asSam, asMorgan, await partyOf(asMorgan));
  const a = await assignmentFor(asTeacher, section, await partyOf(asSam), Date.now().toString(36).slice(-5));

  // Sam, on time (its extended due time), watches the upload's progress
  let release!: () => void;
  await handIn(sam, a.id, 'sam.txt', new Promise<void>((r) => (release = r)));
  await expect(sam.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  release();
  await expect(sam.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
  await expect(sam.getByTestId('versions')).toContainText('sam.txt');
  await expect(sam.getByTestId('work-status')).toHaveText('Handed in');
  await expect(sam.getByText('Due (extended for you)')).toBeVisible();

  // Morgan, as the student it also is, after the due date
  // by keyboard: under prefers-reduced-motion (the tests' setting) the role list opens off-screen
  // (inset -8000px -13660px: never aligned), so it cannot be clicked. Roles listed: student, teacher, admin.
  await morgan.getByTestId('role-switcher').getByRole('combobox').focus();
  for (const key of ['ArrowDown', 'ArrowUp', 'ArrowUp', 'Enter']) await morgan.keyboard.press(key);
  await expect(morgan.getByTestId('current-role')).toHaveText('student');
  await handIn(morgan, a.id, 'morgan.txt');
  await expect(morgan.getByTestId('work-status')).toHaveText('Handed in late');
  await expect(morgan.getByTestId('versions')).toContainText('late');

  // the teacher: both handed in, Morgan late; each graded with the rubric and a comment; released
  await teacher.goto(`/assignments/${a.id}/hand-in`);
  const row = (name: string) => teacher.getByTestId('submissions').locator('tr', { hasText: name });
  await expect(row(SAM.name)).toContainText('On time', LOAD);
  await expect(row(MORGAN.name)).toContainText('Late');
  await row(SAM.name)
    .getByRole('button', { name: `Grade ${SAM.name}` })
    .click();
  await expect(teacher.getByRole('heading', { level: 1 })).toHaveText(`Grading: ${a.title}`);
  await expect(teacher.getByRole('heading', { level: 2, name: SAM.name })).toBeVisible();
  await expect(teacher.getByText('sam.txt', { exact: true })).toBeVisible();
  await grade(teacher, GIVEN.sam, 'A careful method and complete results.');
  // Morgan is the other one who handed in (the queue is by last name: Multi before Student)
  await teacher.getByRole('button', { name: `Previous: ${MORGAN.name}` }).click();
  await expect(teacher.getByRole('heading', { level: 2, name: MORGAN.name })).toBeVisible();
  await expect(teacher.getByText('morgan.txt', { exact: true })).toBeVisible();
  await grade(teacher, GIVEN.morgan, 'Complete results; say how you measured next time.');
  await teacher.getByRole('button', { name: 'Release grades' }).click();
  await expect(teacher.getByText('Released 2 grade(s)')).toBeVisible();

  // each student reads its score and the teacher's comment on its own page
  for (const [page, levels, comment] of [
    [sam, GIVEN.sam, 'A careful method and complete results.'],
    [morgan, GIVEN.morgan, 'Complete results; say how you measured next time.'],
  ] as const) {
    await page.reload();
    const feedback = page.getByTestId('feedback');
    await expect(feedback).toContainText(`Score: ${pointsOf(levels)}`, LOAD);
    await expect(feedback).toContainText(comment);
    await expect(page.getByTestId('work-status')).toHaveText('Graded');
    for (const l of levels) await expect(page.locator('li[data-chosen]', { hasText: l })).toContainText('Your level');
  }

  // the average report: the mean of the two scores as a percentage of the points
  const average = ((pointsOf(GIVEN.sam) + pointsOf(GIVEN.morgan)) / 2 / MAX_POINTS) * 100;
  await teacher.goto('/assignment-average-report');
  const search = teacher.getByRole('searchbox', { name: 'Search assignment or course' });
  await search.fill(a.title);
  await search.press('Enter');
  const report = teacher.locator('.ant-table-row', { hasText: a.title });
  await expect(report).toContainText(`${average.toFixed(1)}%`, LOAD);
});
