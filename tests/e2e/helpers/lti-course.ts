// What tests/e2e/lti.spec.ts sets up besides its screens: the loopback platform's instructor and
// learner as the demo teacher and student (their platform `sub` linked to those accounts in the main
// server's database, as tests/api/lti-quiz-setup.ts does), a one-question quiz of a section both
// share (through the API as the demo teacher, as classroom-student.spec.ts does), and the address of
// the platform's course link, which starts a launch in the browser.
import type { Page } from '@playwright/test';
import { LTI, ROLE, type LtiPlatform } from '../../helpers/lti-platform.ts';
import { apiOf, classIds } from './page-api.ts';
import { sqlOnMain } from './main-db.ts';

/** The platform's person `sub` is the main server's account `email`, with the platform role `role`. */
export async function samePerson(
  platform: LtiPlatform,
  registrationId: number,
  sub: string,
  email: string,
  role: keyof typeof ROLE,
) {
  platform.users.set(sub, { sub, given_name: 'Pat', family_name: sub, [`${LTI}roles`]: [ROLE[role]] });
  await sqlOnMain(
    `INSERT INTO platform.lti_user_links (platform_id, sub, user_id)
     SELECT $1, $2, user_id FROM platform.app_users WHERE email = $3`,
    [registrationId, sub, email],
  );
}

/** A published 2-point quiz (one multiple-choice question, one attempt) of a section the teacher signed
 * in on `teacher` teaches and the student signed in on `student` attends; answers its id. */
export async function makeQuiz(teacher: Page, student: Page, title: string): Promise<number> {
  const call = await apiOf(teacher);
  const theirs = new Set(await classIds(await apiOf(student)));
  const section = (await classIds(call)).find((id) => theirs.has(id));
  if (!section) throw new Error('the demo teacher teaches no class of the demo student');
  const due = new Date(Date.now() + 3 * 864e5).toISOString().slice(0, 10);
  const { data } = await call<{ data: { id: number } }>('POST', '/resources/assignments', {
    section_id: section,
    title,
    description: `Instructions for ${title}`,
    due_date: due,
    max_points: 2,
  });
  await call('PUT', `/assignments/${data.id}/submission-settings`, {
    submission_kind: 'none',
    accepted_types: [],
    close_at: null,
    allow_resubmit: false,
  });
  await call('PUT', `/assignments/${data.id}/quiz`, {
    shuffle: false,
    time_limit_minutes: null,
    max_attempts: 1,
    show_answers: false,
    questions: [
      { kind: 'multiple_choice', stem: 'Closest to the Sun?', choices: ['Venus', 'Mercury'], answer: 1, points: 2 },
    ],
  });
  return data.id;
}

/** The platform's course link for `hint`: its page form-posts the login initiation to the app at `base`. */
export const courseLink = (platform: LtiPlatform, base: string, hint: string) =>
  `${platform.issuer}/start?${new URLSearchParams({ login: `${base}/lti/login`, hint, target: `${base}/lti/launch` })}`;
