// Enrolling a platform course's learners from its roster (server/lti/context-section.ts,
// roster-enrol.ts) against the loopback platform: an administrator ties the course to a section
// (section.enrol; a teacher 403, another school 404, a missing or archived section 400 at its
// field); each pull then enrols the linked, active learners who are the school's students, counts
// those enrolled already, and refuses past the section's capacity and accounts that are not
// students, by name. The nightly job pulls as a click does; a refused pull keeps its reason on the
// course. Untied, a pull enrols nobody.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ROLE } from '../helpers/lti-platform.ts';
import { ADMIN, STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { useLtiTest, type LtiTest } from './lti-setup.ts';
import { launchAs, samePerson } from './lti-quiz-setup.ts';
import { waitFor } from '../helpers/smtp-sink.ts';

const OTHER_ADMIN = 'admin@ncsa.test';
const c: LtiTest = useLtiTest();
const db = () => c.t.app.database.db;
const COURSE = 'geo-4';
const claims = () => ({
  'https://purl.imsglobal.org/spec/lti/claim/context': { id: COURSE, title: 'Geography 4' },
  'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': {
    context_memberships_url: `${c.platform.issuer}/contexts/${COURSE}/memberships`,
    service_versions: ['2.0'],
  },
});
const member = (sub: string, email: string, role: keyof typeof ROLE, status = 'Active') => ({
  user_id: sub,
  status,
  name: `Member ${sub}`,
  email,
  roles: [ROLE[role]],
});
const activeIn = async (section: number) =>
  (
    await sql<{ email: string }>`SELECT u.email FROM lms.enrollments e
      JOIN platform.app_users u ON u.party_id = e.student_party_id AND u.tenant_id = (SELECT tenant_id
        FROM platform.app_users WHERE email = ${ADMIN})
      WHERE e.section_id = ${section} AND e.withdrawn_at IS NULL ORDER BY u.email`.execute(db())
  ).rows.map((r) => r.email);

/** A student of Demo Academy with an account: a party and its app user. */
async function newStudent(email: string) {
  const party = await sql<{ party_id: number }>`INSERT INTO lms.parties (kind, first_name, last_name)
    VALUES ('student', 'Roster', ${email}) RETURNING party_id`.execute(db());
  await sql`INSERT INTO platform.app_users (user_id, tenant_id, email, party_id, roles)
    SELECT ${randomUUID()}, tenant_id, ${email}, ${party.rows[0].party_id}, '{"access": ["student"]}'
    FROM platform.app_users WHERE email = ${ADMIN}`.execute(db());
}

describe('LTI: enrolling from the roster', () => {
  it('ties a course to a section and enrols its linked learners at each pull, within capacity', async () => {
    await samePerson(c, 'geo-teacher', TEACHER, 'instructor');
    await launchAs(c, 'geo-teacher', claims());
    const list = await c.t.call(ADMIN, 'GET', '/api/lti/contexts');
    const course = list.body.data.find((x: { context_id: string }) => x.context_id === COURSE);
    expect(course).toMatchObject({ section_id: null, section_code: null, synced_at: null });
    const platforms = await c.t.call(ADMIN, 'GET', '/api/lti/platforms');
    const own = platforms.body.data.find((p: { id: number }) => p.id === c.registration.id);
    const { id, tenant_id: _t, created_at: _c, ...rest } = own;
    expect((await c.t.call(ADMIN, 'PUT', `/api/lti/platforms/${id}`, { ...rest, trust_emails: true })).status).toBe(
      200,
    );

    // a section of two seats, the demo student enrolled in it already
    const section = (
      await sql<{ id: number }>`INSERT INTO lms.sections (course_id, term_id, section_code, section_name, capacity)
        SELECT course_id, term_id, 'GEO-4-LTI', 'Geography 4 (platform)', 2 FROM lms.sections ORDER BY id LIMIT 1
        RETURNING id`.execute(db())
    ).rows[0].id;
    await sql`INSERT INTO lms.enrollments (section_id, student_party_id)
      SELECT ${section}, party_id FROM platform.app_users WHERE email = ${STUDENT}`.execute(db());
    await newStudent('roster-one@demo-academy.test');
    await newStudent('roster-two@demo-academy.test');

    const tie = (email: string, body: unknown, ctx = course.id) =>
      c.t.call(email, 'PUT', `/api/lti/contexts/${ctx}/section`, body);
    expect((await tie(TEACHER, { section_id: section })).status).toBe(403);
    expect((await tie(OTHER_ADMIN, { section_id: section })).status).toBe(404);
    const missing = await tie(ADMIN, { section_id: 99999999 });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.section_id).toBe('No such section');
    expect((await tie(ADMIN, { section_id: 'GEO' })).status).toBe(400);
    const archived = (
      await sql<{ id: number }>`INSERT INTO lms.sections (course_id, term_id, section_code, section_name, status)
        SELECT course_id, term_id, 'GEO-OLD', 'Old geography', 'archived' FROM lms.sections ORDER BY id LIMIT 1
        RETURNING id`.execute(db())
    ).rows[0].id;
    expect((await tie(ADMIN, { section_id: archived })).body.error.fields.section_id).toBe(
      'Section GEO-OLD is archived and takes no enrolments',
    );
    const tied = await tie(ADMIN, { section_id: section });
    expect(tied.status, JSON.stringify(tied.body)).toBe(200);
    expect(tied.body.data).toEqual({ id: course.id, section_id: section, section_code: 'GEO-4-LTI' });

    c.platform.members = [
      member('geo-teacher', TEACHER, 'instructor'),
      member('g-student', STUDENT, 'learner'),
      member('g-one', 'roster-one@demo-academy.test', 'learner'),
      member('g-two', 'roster-two@demo-academy.test', 'learner'),
      member('g-left', 'roster-two@demo-academy.test', 'learner', 'Inactive'),
    ];
    const pull = () => c.t.call(TEACHER, 'POST', `/api/lti/contexts/${course.id}/roster-sync`);
    const first = await pull();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.linked.map((l: { sub: string }) => l.sub)).toEqual(['g-student', 'g-one', 'g-two']);
    // the teacher is linked but not a learner; one seat was left, taken in the roster's order
    expect(first.body.enrolment).toEqual({
      section: { id: section, code: 'GEO-4-LTI' },
      enrolled: [{ sub: 'g-one', name: 'Member g-one' }],
      already_enrolled: 1,
      not_enrolled: [{ sub: 'g-two', name: 'Member g-two', reason: 'section GEO-4-LTI is full' }],
    });
    expect(await activeIn(section)).toEqual(['roster-one@demo-academy.test', STUDENT]);

    // a seat more: the next pull enrols the rest and counts the others
    await sql`UPDATE lms.sections SET capacity = 3 WHERE id = ${section}`.execute(db());
    const second = await pull();
    expect(second.body.enrolment).toEqual({
      section: { id: section, code: 'GEO-4-LTI' },
      enrolled: [{ sub: 'g-two', name: 'Member g-two' }],
      already_enrolled: 2,
      not_enrolled: [],
    });
    expect(await activeIn(section)).toEqual(['roster-one@demo-academy.test', 'roster-two@demo-academy.test', STUDENT]);
    const listed = (await c.t.call(TEACHER, 'GET', '/api/lti/contexts')).body.data.find(
      (x: { id: number }) => x.id === course.id,
    );
    expect(listed).toMatchObject({ section_id: section, section_code: 'GEO-4-LTI' });
    expect(Date.now() - Date.parse(listed.synced_at)).toBeLessThan(60_000);

    // a learner linked by hand to an account that is not a student is named, not enrolled
    const teacherUser = (
      await sql<{ user_id: string }>`SELECT user_id::text FROM platform.app_users WHERE email = ${TEACHER}`.execute(
        db(),
      )
    ).rows[0].user_id;
    await sql`DELETE FROM platform.lti_user_links WHERE platform_id = ${c.registration.id}
      AND sub = 'geo-teacher'`.execute(db());
    const hand = await c.t.call(ADMIN, 'PUT', `/api/lti/platforms/${c.registration.id}/links`, {
      sub: 'g-odd',
      user_id: teacherUser,
    });
    expect(hand.status, JSON.stringify(hand.body)).toBe(200);
    c.platform.members = [member('g-odd', 'odd@elsewhere.test', 'learner')];
    expect((await pull()).body.enrolment.not_enrolled).toEqual([
      { sub: 'g-odd', name: 'Member g-odd', reason: 'the account is not a student of the school' },
    ]);

    // the nightly pull (the job engine) enrols as a click does, audited with no user; a refusal of the
    // platform stays on the course's row until a pull works
    await sql`DELETE FROM platform.lti_user_links WHERE platform_id = ${c.registration.id} AND sub = 'g-odd'`.execute(
      db(),
    );
    await newStudent('roster-three@demo-academy.test');
    await sql`UPDATE lms.sections SET capacity = NULL WHERE id = ${section}`.execute(db());
    c.platform.members = [member('g-three', 'roster-three@demo-academy.test', 'learner')];
    const runs = async () =>
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM platform.audit_log WHERE action = 'lti_roster_sync'
          AND record_id = ${String(course.id)} AND user_id IS NULL`.execute(db())
      ).rows[0].n;
    await c.t.app.jobs.send('lti-roster-sync', {});
    await waitFor(async () => (await runs()) === 1, 30_000, 'the nightly pull');
    expect(await activeIn(section)).toContain('roster-three@demo-academy.test');
    c.platform.refuseTokens = true;
    try {
      const refused = await pull();
      expect(refused.status).toBe(502);
    } finally {
      c.platform.refuseTokens = false;
    }
    const failedRow = (await c.t.call(ADMIN, 'GET', '/api/lti/contexts')).body.data.find(
      (x: { id: number }) => x.id === course.id,
    );
    expect(failedRow.sync_error).toMatch(/token/i);
    expect((await pull()).status).toBe(200);
    const fixed = (await c.t.call(ADMIN, 'GET', '/api/lti/contexts')).body.data.find(
      (x: { id: number }) => x.id === course.id,
    );
    expect(fixed.sync_error).toBeNull();

    // untied: the pull links but enrols nobody; both ties are in the audit log
    expect((await tie(ADMIN, { section_id: null })).body.data).toEqual({
      id: course.id,
      section_id: null,
      section_code: null,
    });
    expect((await pull()).body.enrolment).toBeNull();
    const audit = await sql<{ after: { section_id: number | null } }>`SELECT after FROM platform.audit_log
      WHERE resource = 'lti_contexts' AND action = 'lti_context_section' AND record_id = ${String(course.id)}
      ORDER BY id`.execute(db());
    expect(audit.rows.map((a) => a.after.section_id)).toEqual([section, null]);
  });
});
