// LTI 1.3 in the browser (docs/lti.md) against the loopback platform of tests/helpers/lti-platform.ts
// on E2E_LTI_PORT, whose host the main server may reach (scripts/e2e.sh): the school's administrator
// registers it on /admin/lti-platforms (a bad URL refused at its field, a stale save told what to
// do), an operator finds it by picking the school; the demo teacher, as the
// platform's instructor, launches from the course link and lands signed in on the teacher tools, then
// deep-links a quiz picked in our picker and the platform receives it; the demo student, as its
// learner, launches that link, takes the quiz, and the platform's AGS endpoint receives the score;
// the administrator ties the platform's course to a section on /lti-courses and a roster pull enrols
// the course's new learner there.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { apiOf } from './helpers/page-api.ts';
import { seriousViolations } from './helpers/axe.ts';
import { expectNoSidewaysScroll } from './helpers/layout.ts';
import { PHONE } from './helpers/route-checks.ts';
import { pickOption } from './helpers/pick-option.ts';
import { courseLink, makeQuiz, samePerson } from './helpers/lti-course.ts';
import { sqlOnMain } from './helpers/main-db.ts';
import {
  DL,
  ROLE,
  deepLinkingClaims,
  resourceLinkClaims,
  startLtiPlatform,
  type LtiPlatform,
} from '../helpers/lti-platform.ts';

test.describe.configure({ mode: 'serial' });

const LOAD = { timeout: 60_000 };
const ADMIN = 'admin@demo-academy.test';
const TEACHER = 'teacher@demo-academy.test';
const STUDENT = 'student@demo-academy.test';
const OPERATOR = 'operator@ei.test';
const run = Date.now().toString(36);
const QUIZ = `LTI quiz ${run}`;
const NRPS = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';

let platform: LtiPlatform;
let base: string;
let registration: number;
/** what the teacher's deep link gave the platform: the quiz link's custom parameters */
let custom: Record<string, unknown>;

test.beforeAll(async () => {
  platform = await startLtiPlatform(`e2e-${run}`, `dep-${run}`, Number(process.env.E2E_LTI_PORT ?? 0));
});
test.afterAll(async () => platform?.close());

test('an administrator registers the platform on the screen', async ({ page, baseURL }) => {
  base = baseURL!;
  await signIn(page, ADMIN, { path: '/admin/lti-platforms' });
  await expect(page.getByRole('heading', { level: 1, name: 'LTI platforms' })).toBeVisible(LOAD);
  await expect(page.getByTestId('tool-login URL')).toHaveText(`${base}/lti/login`);
  await expect(page.getByTestId('tool-key set URL')).toHaveText(`${base}/lti/jwks`);
  await page.getByRole('button', { name: 'Register a platform' }).click();
  const drawer = page.getByRole('dialog', { name: 'Register an LTI platform' });
  await drawer.getByLabel('Name', { exact: true }).fill(`Canvas ${run}`);
  await drawer.getByLabel('Issuer (platform id)').fill(platform.issuer);
  await drawer.getByLabel('Client id').fill(platform.clientId);
  await drawer.getByLabel('Deployment ids').fill(platform.deploymentId);
  await drawer.getByLabel('Platform key set (JWKS) URL').fill('jwks please');
  await drawer.getByLabel('Authentication request URL').fill(platform.authUrl);
  await drawer.getByLabel('Access token URL').fill(platform.tokenUrl);
  await drawer.getByLabel('Trust e-mail addresses from this platform').check();
  await drawer.getByRole('button', { name: 'Register' }).click();
  await expect(drawer.getByText('Not a valid URL')).toBeVisible();
  await drawer.getByLabel('Platform key set (JWKS) URL').fill(platform.jwksUrl);
  await drawer.getByRole('button', { name: 'Register' }).click();
  await expect(drawer).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: `Canvas ${run}` });
  await expect(row).toContainText(platform.clientId);
  await expect(row).toContainText(platform.deploymentId);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1366, height: 800 });

  // someone saves the platform while it is open here: saving the older version says what to do
  const call = await apiOf(page);
  const { data } = await call<{ data: (Record<string, unknown> & { id: number; client_id: string })[] }>(
    'GET',
    '/lti/platforms',
  );
  const { id, tenant_id: _t, created_at: _c, ...input } = data.find((p) => p.client_id === platform.clientId)!;
  registration = id;
  expect(input.trust_emails).toBe(true);
  await row.getByRole('button', { name: `Actions for Canvas ${run}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit Canvas ${run}` });
  await expect(edit.getByLabel('Client id')).toHaveValue(platform.clientId);
  await call('PUT', `/lti/platforms/${id}`, input);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toContainText('open it again to see their version');
});

test('an operator picks the school and sees its registrations', async ({ page }) => {
  await signIn(page, OPERATOR, { path: '/admin/lti-platforms' });
  await expect(page.getByRole('heading', { level: 1, name: 'LTI platforms' })).toBeVisible(LOAD);
  await expect(page.getByRole('row').filter({ hasText: `Canvas ${run}` })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'School' })).toBeVisible();
  await pickOption(page, page.getByTestId('lti-school'), '(lms)');
  await expect(page.getByRole('row').filter({ hasText: `Canvas ${run}` })).toContainText(platform.clientId, LOAD);
});

test('a teacher launches into the teacher tools and deep-links a quiz', async ({ page, browser }) => {
  // the platform's people are the demo teacher and student; the teacher has a quiz of the student's class
  await samePerson(platform, registration, `teacher-${run}`, TEACHER, 'instructor');
  await samePerson(platform, registration, `student-${run}`, STUDENT, 'learner');
  const studentApi = await browser.newContext();
  await signIn(page, TEACHER);
  await signIn(await studentApi.newPage(), STUDENT);
  const quizId = await makeQuiz(page, studentApi.pages()[0], QUIZ);
  await studentApi.close();

  // a course link: signed in as the teacher, on the teacher tools
  const context = await browser.newContext();
  const teacher = await context.newPage();
  await teacher.goto(courseLink(platform, base, `teacher-${run}`));
  await teacher.waitForURL((u) => u.pathname === '/teacher-tools', LOAD);
  await expect(teacher.getByTestId('current-role')).toBeVisible(LOAD);

  // a deep-linking request: our picker lists the quiz; the platform receives it as a gradable link
  platform.tweak = { claims: deepLinkingClaims(platform.issuer) };
  try {
    await teacher.goto(courseLink(platform, base, `teacher-${run}`));
    await teacher.getByLabel(new RegExp(QUIZ)).check(LOAD);
    await teacher.getByRole('button', { name: 'Add to course' }).click();
    await expect(teacher.getByRole('heading', { name: 'Content added to the course' })).toBeVisible(LOAD);
  } finally {
    platform.tweak = {};
    await context.close();
  }
  expect(platform.received.deepLinks).toHaveLength(1);
  const keys = createRemoteJWKSet(new URL(`${base}/lti/jwks`));
  const { payload } = await jwtVerify(platform.received.deepLinks[0], keys, { audience: platform.issuer });
  const [item] = payload[`${DL}content_items`] as Record<string, unknown>[];
  expect(item).toMatchObject({ type: 'ltiResourceLink', title: QUIZ, lineItem: { scoreMaximum: 2 } });
  custom = item.custom as Record<string, unknown>;
  expect(String(custom.assignment_id)).toBe(String(quizId));
});

test("a student launches the quiz link, takes the quiz, and the score reaches the platform's gradebook", async ({
  page,
}) => {
  const student = page;
  platform.tweak = { claims: resourceLinkClaims(platform.issuer, custom, `rl-${run}`, `li-${run}`) };
  try {
    await student.goto(courseLink(platform, base, `student-${run}`));
    await expect(student.getByRole('heading', { level: 1, name: QUIZ })).toBeVisible(LOAD);
  } finally {
    platform.tweak = {};
  }
  expect(new URL(student.url()).pathname).toBe(`/my-work/${String(custom.assignment_id)}`);
  await student.getByRole('button', { name: 'Start the quiz' }).click();
  await student.getByRole('radio', { name: 'Mercury' }).check();
  await expect(student.getByTestId(/^question-/).first()).toContainText('Saved');
  await student.getByRole('button', { name: 'Submit the quiz' }).click();
  await student.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(student.getByTestId('auto-score')).toHaveText('Marked at once: 2 of 2 points');

  // the lti-score job of the main server posts the score to the line item
  const scores = () => platform.received.scores.filter((s) => s.path === `/lineitems/li-${run}/scores`);
  await expect.poll(() => scores().length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(scores()[0].body).toMatchObject({
    userId: `student-${run}`,
    scoreGiven: 2,
    scoreMaximum: 2,
    activityProgress: 'Completed',
    gradingProgress: 'FullyGraded',
  });
});

test("an administrator ties the platform's course to a section and a roster pull enrols its new learner", async ({
  page,
}) => {
  // a student of the school with an account, not in any class yet, and a section of this term to fill
  const email = `newcomer-${run}@demo-academy.test`;
  await sqlOnMain(
    `WITH p AS (INSERT INTO lms.parties (kind, first_name, last_name) VALUES ('student', 'Nia', $1) RETURNING party_id)
     INSERT INTO platform.app_users (user_id, tenant_id, email, party_id, roles)
     SELECT gen_random_uuid(), u.tenant_id, $2, p.party_id, '{"access": ["student"]}' FROM p, platform.app_users u
     WHERE u.email = $3`,
    [`Newcomer ${run}`, email, ADMIN],
  );
  const section = `LTI ${run}`;
  await sqlOnMain(
    `INSERT INTO lms.sections (course_id, term_id, section_code, section_name)
     SELECT course_id, term_id, $1, $1 FROM lms.sections WHERE id = (SELECT section_id FROM lms.assignments WHERE id = $2)`,
    [section, Number(custom.assignment_id)],
  );
  // the teacher's next launch carries the roster service; the platform's course has three people
  platform.members = [
    { user_id: `teacher-${run}`, status: 'Active', name: 'Pat Teacher', email: TEACHER, roles: [ROLE.instructor] },
    { user_id: `new-${run}`, status: 'Active', name: `Nia Newcomer ${run}`, email, roles: [ROLE.learner] },
    { user_id: `far-${run}`, status: 'Active', name: 'Far Away', email: 'far@elsewhere.test', roles: [ROLE.learner] },
  ];
  platform.tweak = {
    claims: { [NRPS]: { context_memberships_url: `${platform.issuer}/contexts/course-7/memberships` } },
  };
  const teacher = await page.context().browser()!.newContext();
  try {
    const launched = await teacher.newPage();
    await launched.goto(courseLink(platform, base, `teacher-${run}`));
    await launched.waitForURL((u) => u.pathname === '/teacher-tools', LOAD);
  } finally {
    platform.tweak = {};
    await teacher.close();
  }

  await signIn(page, ADMIN, { path: '/lti-courses' });
  await expect(page.getByRole('heading', { level: 1, name: 'Platform courses' })).toBeVisible(LOAD);
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Biology 7' })
    .filter({ hasText: `Canvas ${run}` });
  await expect(row).toContainText('Can be pulled', LOAD);
  await row.getByRole('button', { name: 'Actions for Biology 7' }).click();
  await page.getByRole('menuitem', { name: 'Enrol into a section' }).click();
  const tie = page.getByRole('dialog', { name: 'Enrol Biology 7 into a section' });
  await pickOption(page, tie.getByLabel('Section'), section, { search: section });
  await tie.getByRole('button', { name: 'Save' }).click();
  await expect(tie).toBeHidden();
  await expect(row).toContainText(section);

  await row.getByRole('button', { name: 'Actions for Biology 7' }).click();
  await page.getByRole('menuitem', { name: 'Pull roster' }).click();
  const report = page.getByRole('dialog', { name: 'Roster of Biology 7' });
  await expect(report.getByRole('heading', { name: 'Enrolled now (1)' })).toBeVisible(LOAD);
  await expect(report).toContainText(`Nia Newcomer ${run}`);
  await expect(report.getByRole('heading', { name: 'Not linked (1)' })).toBeVisible();
  await expect(report).toContainText('no account has this e-mail');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(row).not.toContainText('never');

  // the section's roster on its own page has the new learner
  const enrolled = await sqlOnMain<{ n: number }>(
    `SELECT count(*)::int AS n FROM lms.enrollments e JOIN lms.sections s ON s.id = e.section_id
     JOIN platform.app_users u ON u.party_id = e.student_party_id AND u.email = $2
     WHERE s.section_code = $1 AND e.withdrawn_at IS NULL`,
    [section, email],
  );
  expect(enrolled[0].n).toBe(1);
});
