// Assignment and Grade Services, the score half (server/lti/ags.ts), against the loopback platform:
// the client-credentials token request carries a JWT assertion that verifies with the key set
// /lti/jwks publishes (iss = sub = our client id, aud = the token URL), and the score arrives at the
// line item's /scores with the platform's bearer token and the score media type. A platform that
// refuses the token gets no score, and the caller a 502 lti_upstream. Then the whole round: a teacher
// deep-links a quiz (a content item with a line item), a student launches it and lands on the quiz,
// and the graded attempt's score reaches the platform through the job engine, retried and recorded
// in the audit log when the platform fails.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { publishScore, scoresUrl, SCORE_SCOPE } from '../../server/lti/ags.ts';
import { platformById } from '../../server/lti/registrations.ts';
import { STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { waitFor } from '../helpers/smtp-sink.ts';
import { useLtiTest, type LtiTest } from './lti-setup.ts';
import { useClassroom } from './classroom-setup.ts';
import {
  audit,
  callWith,
  deepLink,
  landing,
  linkLaunch,
  linkOf,
  makeQuiz,
  posted,
  samePerson,
} from './lti-quiz-setup.ts';

// retries after 1 s (then 2 s...), and job workers that look for work every second
const c: LtiTest = useLtiTest({ LTI_SCORE_RETRY_DELAY_SECONDS: '1', JOBS_POLL_SECONDS: '1' });
const room = useClassroom(() => c.t);
const score = {
  userId: 'student-sub-9',
  scoreGiven: 7,
  scoreMaximum: 10,
  comment: 'Photosynthesis quiz',
  activityProgress: 'Completed',
  gradingProgress: 'FullyGraded',
} as const;

describe('LTI grade passback', () => {
  it('gets a token with a signed assertion and posts the score to the line item', async () => {
    const platform = (await platformById(c.t.app.database.db, c.registration.id))!;
    const lineItem = `${c.platform.issuer}/lineitems/li-3?course=7`;
    await publishScore(c.t.app.database.db, c.t.config, platform, lineItem, score);

    const [form] = c.platform.received.tokens;
    expect(form).toMatchObject({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      scope: SCORE_SCOPE,
    });
    const { payload } = await jwtVerify(form.client_assertion, createRemoteJWKSet(new URL(`${c.base}/lti/jwks`)), {
      issuer: c.platform.clientId,
      subject: c.platform.clientId,
      audience: c.platform.tokenUrl,
    });
    expect(payload.jti).toEqual(expect.any(String));

    expect(c.platform.received.scores).toHaveLength(1);
    const [got] = c.platform.received.scores;
    expect(got.path).toBe('/lineitems/li-3/scores?course=7');
    expect(got.authorization).toBe('Bearer platform-token-1');
    expect(got.contentType).toBe('application/vnd.ims.lis.v1.score+json');
    expect(got.body).toMatchObject({ ...score, timestamp: expect.any(String) });
  });

  it('sends no score when the platform refuses the token, and says so (502 lti_upstream)', async () => {
    const platform = (await platformById(c.t.app.database.db, c.registration.id))!;
    c.platform.refuseTokens = true;
    const before = c.platform.received.scores.length;
    const err = await publishScore(
      c.t.app.database.db,
      c.t.config,
      platform,
      `${c.platform.issuer}/lineitems/li-3`,
      score,
    ).catch((e: unknown) => e);
    c.platform.refuseTokens = false;
    expect(err).toMatchObject({ statusCode: 502, code: 'lti_upstream' });
    expect(c.platform.received.scores).toHaveLength(before);
  });

  it('puts /scores after the line item path, keeping its query', () => {
    expect(scoresUrl('https://lms.example/api/lti/courses/1/line_items/5')).toBe(
      'https://lms.example/api/lti/courses/1/line_items/5/scores',
    );
    expect(scoresUrl('https://moodle.example/mod/lti/services.php/2/lineitems/9/lineitem?type_id=1')).toBe(
      'https://moodle.example/mod/lti/services.php/2/lineitems/9/lineitem/scores?type_id=1',
    );
  });
});

const mc = (stem: string, answer: number) => ({
  kind: 'multiple_choice',
  stem,
  choices: ['A', 'B'],
  answer,
  points: 1,
});
const db = () => c.t.app.database.db;
describe('LTI quiz links and their scores', () => {
  it('deep-links a quiz with a line item; the student lands on it; the graded score reaches the platform', async () => {
    await samePerson(c, 'ags-teacher', TEACHER, 'instructor');
    await samePerson(c, 'ags-student', STUDENT, 'learner');
    const quiz = await makeQuiz(c, room, 'Cells quiz', 3, [
      mc('Plants make food by?', 0),
      mc('Cells divide by?', 1),
      { kind: 'fill_in', stem: 'Powerhouse: ____', choices: [], answer: ['mitochondria'], points: 1 },
    ]);
    const foreign = await room.assignment('Not your quiz', { submission_kind: 'quiz' }, room.otherSection);
    await sql`INSERT INTO lms.quizzes (assignment_id) VALUES (${foreign})`.execute(db());

    const refused = await deepLink(c, 'ags-teacher', () => `quiz:${foreign}`);
    expect(refused.picker).toContain('Cells quiz');
    expect(refused.picker).not.toContain('Not your quiz');
    expect(refused.status).toBe(404);

    const { items } = await deepLink(c, 'ags-teacher', () => `quiz:${quiz.id}`);
    expect(items).toEqual([
      {
        type: 'ltiResourceLink',
        title: 'Cells quiz',
        url: `${c.t.config.publicUrl}/lti/launch`,
        custom: { quiz_link_id: expect.any(String), assignment_id: String(quiz.id) },
        lineItem: { scoreMaximum: 3, label: 'Cells quiz', resourceId: `assignment-${quiz.id}` },
      },
    ]);
    const custom = items[0].custom as { quiz_link_id: string };
    expect(await linkOf(c, custom.quiz_link_id)).toEqual({
      platform_id: c.registration.id,
      deployment_id: c.platform.deploymentId,
      assignment_id: quiz.id,
      resource_link_id: null,
    });

    const claims = linkLaunch(c, custom, 'rl-cells', 'li-cells');
    const student = await landing(c, 'ags-student', claims);
    expect(student.location).toBe(`/my-work/${quiz.id}`);
    const me = (await callWith(c, student.token, 'GET', '/api/me')).body;
    expect(me).toMatchObject({ email: STUDENT, schema: 'lms', currentRole: 'student' });
    expect((await linkOf(c, custom.quiz_link_id)).resource_link_id).toBe('rl-cells');
    expect((await landing(c, 'ags-teacher', claims)).location).toBe(`/assignments/${quiz.id}/quiz`);

    const attempt = await callWith(c, student.token, 'POST', `/api/assignments/${quiz.id}/quiz/attempts`);
    expect(attempt.status, JSON.stringify(attempt.body)).toBe(201);
    const at = attempt.body.data.id as number;
    for (const [q, response] of [
      [quiz.questions[0], 0],
      [quiz.questions[1], 0],
      [quiz.questions[2], 'Mitochondria'],
    ] as const)
      expect(
        (await callWith(c, student.token, 'PUT', `/api/quiz-attempts/${at}/answers/${q}`, { response })).status,
      ).toBe(200);
    const submitted = await callWith(c, student.token, 'POST', `/api/quiz-attempts/${at}/submit`);
    expect(submitted.body.data.score).toBe(2);

    await waitFor(() => posted(c, 'li-cells').length > 0, 30_000, 'the score at the platform');
    expect(posted(c, 'li-cells')).toHaveLength(1);
    expect(posted(c, 'li-cells')[0]).toMatchObject({
      authorization: 'Bearer platform-token-1',
      contentType: 'application/vnd.ims.lis.v1.score+json',
      body: {
        userId: 'ags-student',
        scoreGiven: 2,
        scoreMaximum: 3,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
        timestamp: expect.any(String),
      },
    });
    const record = `${custom.quiz_link_id}:${me.userId}`;
    await waitFor(async () => (await audit(c, record)).length > 0, 10_000, 'the audit row');
    expect(await audit(c, record)).toEqual([
      {
        action: 'lti_score_sent',
        tenant_id: me.tenantId,
        after: expect.objectContaining({ line_item: `${c.platform.issuer}/lineitems/li-cells`, scoreGiven: 2, try: 1 }),
      },
    ]);
  });

  it('retries a score the platform fails, records each try, and sends the teacher’s later points', async () => {
    const quiz = await makeQuiz(c, room, 'Energy quiz', 6, [
      mc('Sun or Moon?', 0),
      { kind: 'essay', stem: 'Explain.', choices: [], answer: null, points: 5 },
    ]);
    const { items } = await deepLink(c, 'ags-teacher', () => `quiz:${quiz.id}`);
    const custom = items[0].custom as { quiz_link_id: string };
    const student = await landing(c, 'ags-student', linkLaunch(c, custom, 'rl-energy', 'li-energy'));
    const at = (await callWith(c, student.token, 'POST', `/api/assignments/${quiz.id}/quiz/attempts`)).body.data.id;
    await callWith(c, student.token, 'PUT', `/api/quiz-attempts/${at}/answers/${quiz.questions[0]}`, { response: 0 });
    await callWith(c, student.token, 'PUT', `/api/quiz-attempts/${at}/answers/${quiz.questions[1]}`, {
      response: 'Light',
    });
    c.platform.scoreFailures = 1;
    expect((await callWith(c, student.token, 'POST', `/api/quiz-attempts/${at}/submit`)).status).toBe(200);

    await waitFor(() => posted(c, 'li-energy').length >= 2, 30_000, 'the retried score');
    const pending = { userId: 'ags-student', scoreGiven: 1, scoreMaximum: 6, activityProgress: 'Submitted' };
    expect(posted(c, 'li-energy').map((s) => [s.status, s.body])).toEqual([
      [503, expect.objectContaining({ ...pending, gradingProgress: 'PendingManual' })],
      [204, expect.objectContaining({ ...pending, gradingProgress: 'PendingManual' })],
    ]);
    const me = (await callWith(c, student.token, 'GET', '/api/me')).body;
    const record = `${custom.quiz_link_id}:${me.userId}`;
    await waitFor(async () => (await audit(c, record)).length >= 2, 10_000, 'the audit rows');
    const tries = await audit(c, record);
    expect(tries.map((r) => [r.action, r.after.try, r.after.final])).toEqual([
      ['lti_score_failed', 1, false],
      ['lti_score_sent', 2, undefined],
    ]);
    expect(tries[0]).toMatchObject({ tenant_id: me.tenantId, after: { error: expect.stringContaining('503') } });

    const scored = await c.t.call(TEACHER, 'PUT', `/api/quiz-attempts/${at}/answers/${quiz.questions[1]}/score`, {
      points: 4,
    });
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    await waitFor(() => posted(c, 'li-energy').length >= 3, 30_000, "the teacher's points");
    expect(posted(c, 'li-energy')[2].body).toMatchObject({ ...pending, scoreGiven: 5, gradingProgress: 'FullyGraded' });
  });

  it('sends a score the teacher types over the quiz grade, in the gradebook or the grading view', async () => {
    const quiz = await makeQuiz(c, room, 'Typed-over quiz', 2, [mc('Day or night?', 0), mc('Hot or cold?', 1)]);
    const { items } = await deepLink(c, 'ags-teacher', () => `quiz:${quiz.id}`);
    const custom = items[0].custom as { quiz_link_id: string };
    const student = await landing(c, 'ags-student', linkLaunch(c, custom, 'rl-typed', 'li-typed'));
    const at = (await callWith(c, student.token, 'POST', `/api/assignments/${quiz.id}/quiz/attempts`)).body.data.id;
    await callWith(c, student.token, 'PUT', `/api/quiz-attempts/${at}/answers/${quiz.questions[0]}`, { response: 0 });
    expect((await callWith(c, student.token, 'POST', `/api/quiz-attempts/${at}/submit`)).status).toBe(200);
    await waitFor(() => posted(c, 'li-typed').length >= 1, 30_000, 'the quiz score');
    expect(posted(c, 'li-typed')[0].body).toMatchObject({ userId: 'ags-student', scoreGiven: 1 });

    // the gradebook: a cell edit through the grades entity
    const g = (
      await sql<{ id: string; version: number }>`SELECT id::text, version FROM lms.grades
        WHERE assignment_id = ${quiz.id} AND student_party_id = ${room.me}`.execute(db())
    ).rows[0];
    const typed = await c.t.call(TEACHER, 'PATCH', `/api/resources/grades/${g.id}`, { score: 1.5, version: g.version });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    await waitFor(() => posted(c, 'li-typed').length >= 2, 30_000, 'the typed score');
    expect(posted(c, 'li-typed')[1].body).toMatchObject({ userId: 'ags-student', scoreGiven: 1.5, scoreMaximum: 2 });
    // a change that leaves the score as it was sends nothing
    const marked = await c.t.call(TEACHER, 'PATCH', `/api/resources/grades/${g.id}`, {
      mark: 'late',
      version: g.version + 1,
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);

    // the grading view
    const graded = await c.t.call(TEACHER, 'PUT', `/api/assignments/${quiz.id}/submissions/${room.me}/grade`, {
      score: 2,
      comment: 'Both right after all',
    });
    expect(graded.status, JSON.stringify(graded.body)).toBe(200);
    await waitFor(() => posted(c, 'li-typed').length >= 3, 30_000, 'the grading view score');
    expect(posted(c, 'li-typed').map((p) => p.body.scoreGiven)).toEqual([1, 1.5, 2]);
  });
});
