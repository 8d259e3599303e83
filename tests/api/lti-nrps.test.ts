// Names and Role Provisioning against the loopback platform (server/lti/nrps.ts, roster-sync.ts): a
// launch's NRPS claim is stored for its course; the course's instructor pulls the roster (a token for
// the read-only membership scope, every page followed through rel="next"), and people are linked to
// the school's existing accounts only when the administrator trusts the platform's e-mail addresses
// and exactly one active account with that address holds the member's role; the rest is reported.
// Refusals: the platform refuses the token (502), another school's course (404), a course whose
// launches carried no NRPS claim (409), a student (403). An administrator links and unlinks by hand.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { LTI, ROLE } from '../helpers/lti-platform.ts';
import { ADMIN, STUDENT, TEACHER } from '../helpers/demo-accounts.ts';

const OTHER_ADMIN = 'admin@ncsa.test';
const MULTI = 'multi@demo-academy.test';
import { useLtiTest, type LtiTest } from './lti-setup.ts';
import { callWith, landing, launchAs, samePerson } from './lti-quiz-setup.ts';
import { NRPS_SCOPE } from '../../server/lti/nrps.ts';

const c: LtiTest = useLtiTest();
const db = () => c.t.app.database.db;
const NRPS = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';
const CONTEXT = 'https://purl.imsglobal.org/spec/lti/claim/context';
const nrps = (course: string) => ({
  [CONTEXT]: { id: course, label: course.toUpperCase(), title: `Course ${course}` },
  [NRPS]: { context_memberships_url: `${c.platform.issuer}/contexts/${course}/memberships`, service_versions: ['2.0'] },
});
const member = (sub: string, email: string | undefined, role: keyof typeof ROLE, status = 'Active') => ({
  user_id: sub,
  status,
  name: `Member ${sub}`,
  ...(email ? { email } : {}),
  roles: [ROLE[role]],
});
const userId = async (email: string) =>
  (await sql<{ user_id: string }>`SELECT user_id::text FROM platform.app_users WHERE email = ${email}`.execute(db()))
    .rows[0].user_id;
const linkOf = async (sub: string) =>
  (
    await sql<{ user_id: string }>`SELECT user_id::text FROM platform.lti_user_links
    WHERE platform_id = ${c.registration.id} AND sub = ${sub}`.execute(db())
  ).rows[0]?.user_id;
const contextId = async (course: string) =>
  (
    await sql<{ id: string }>`SELECT id::text FROM platform.lti_contexts WHERE platform_id = ${c.registration.id}
    AND context_id = ${course}`.execute(db())
  ).rows[0].id;
const setTrust = async (trust: boolean) => {
  const list = await c.t.call(ADMIN, 'GET', '/api/lti/platforms');
  const own = list.body.data.find((p: { id: number }) => p.id === c.registration.id);
  const { id, tenant_id: _t, trust_emails: _e, created_at: _c, ...rest } = own;
  const r = await c.t.call(ADMIN, 'PUT', `/api/lti/platforms/${id}`, { ...rest, trust_emails: trust });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.data.trust_emails).toBe(trust);
};

describe('LTI roster (NRPS)', () => {
  it("pulls the instructor's course roster and links people by trusted e-mail only", async () => {
    await samePerson(c, 'nrps-teacher', TEACHER, 'instructor');
    await launchAs(c, 'nrps-teacher', nrps('bio-7'));
    // the teacher's courses of this platform (the demo seed has one of another, server/demo/seed-lti.ts)
    const listed = await c.t.call(TEACHER, 'GET', '/api/lti/contexts');
    listed.body.data = listed.body.data.filter((x: { platform_id: number }) => x.platform_id === c.registration.id);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ context_id: 'bio-7', title: 'Course bio-7', roster: true, platform_name: 'Canvas' }),
    ]);
    const id = listed.body.data[0].id;
    // two accounts whose e-mails differ only in case: a member with that address is ambiguous
    const tenant = (
      await sql<{ tenant_id: number }>`SELECT tenant_id FROM platform.app_users
      WHERE email = ${STUDENT}`.execute(db())
    ).rows[0].tenant_id;
    for (const email of ['twin@demo-academy.test', 'TWIN@demo-academy.test'])
      await sql`INSERT INTO platform.app_users (user_id, tenant_id, email, roles) VALUES (${randomUUID()},
        ${tenant}, ${email}, '{"access": ["student"]}')`.execute(db());
    c.platform.members = [
      member('nrps-teacher', TEACHER, 'instructor'),
      member('m-student', STUDENT.toUpperCase(), 'learner'),
      member('m-nobody', 'nobody@elsewhere.test', 'learner'),
      member('m-admin', ADMIN, 'learner'),
      member('m-gone', STUDENT, 'learner', 'Inactive'),
      member('m-twin', 'Twin@demo-academy.test', 'learner'),
      member('m-noemail', undefined, 'learner'),
    ];

    const untrusted = await c.t.call(TEACHER, 'POST', `/api/lti/contexts/${id}/roster-sync`);
    expect(untrusted.status, JSON.stringify(untrusted.body)).toBe(200);
    expect(untrusted.body.linked).toEqual([]);
    expect(untrusted.body.unmatched).toContainEqual({
      sub: 'm-student',
      name: 'Member m-student',
      reason: "this platform's e-mail addresses are not trusted",
    });
    expect(await linkOf('m-student')).toBeUndefined();

    await setTrust(true);
    const before = c.platform.received.rosters.length;
    const r = await c.t.call(TEACHER, 'POST', `/api/lti/contexts/${id}/roster-sync`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const teacherId = await userId(TEACHER);
    const studentId = await userId(STUDENT);
    expect(r.body).toEqual({
      context: { id: Number(id), title: 'Course bio-7' },
      members: 7,
      linked: [{ sub: 'm-student', name: 'Member m-student', user_id: studentId }],
      already_linked: [{ sub: 'nrps-teacher', name: 'Member nrps-teacher', user_id: teacherId }],
      unmatched: [
        { sub: 'm-nobody', name: 'Member m-nobody', reason: 'no account has this e-mail' },
        { sub: 'm-admin', name: 'Member m-admin', reason: 'the account is not a student' },
        { sub: 'm-gone', name: 'Member m-gone', reason: 'not active in the course' },
        { sub: 'm-noemail', name: 'Member m-noemail', reason: 'no e-mail address' },
      ],
      ambiguous: [{ sub: 'm-twin', name: 'Member m-twin', accounts: 2 }],
      enrolment: null,
    });
    expect(await linkOf('m-student')).toBe(studentId);
    // 7 members in pages of 2: four requests, each with the bearer token and the NRPS media type
    const pulls = c.platform.received.rosters.slice(before);
    expect(pulls.map((p) => p.path)).toEqual([
      '/contexts/bio-7/memberships',
      '/contexts/bio-7/memberships?page=1',
      '/contexts/bio-7/memberships?page=2',
      '/contexts/bio-7/memberships?page=3',
    ]);
    expect(pulls[0]).toMatchObject({
      authorization: 'Bearer platform-token-1',
      accept: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
    });
    expect(c.platform.received.tokens.at(-1)?.scope).toBe(NRPS_SCOPE);
    const audit = await sql<{ action: string; after: { linked: unknown[] } }>`SELECT action, after
      FROM platform.audit_log WHERE resource = 'lti_contexts' AND record_id = ${String(id)} ORDER BY id`.execute(db());
    expect(audit.rows.map((a) => [a.action, a.after.linked.length])).toEqual([
      ['lti_roster_sync', 0],
      ['lti_roster_sync', 1],
    ]);

    // the linked student's launch is the school's student account
    c.platform.users.set('m-student', { sub: 'm-student', [`${LTI}roles`]: [ROLE.learner] });
    const student = await landing(c, 'm-student', {});
    expect(student.location).toBe('/dashboard');
    expect((await callWith(c, student.token, 'GET', '/api/me')).body.email).toBe(STUDENT);
    const again = await c.t.call(ADMIN, 'POST', `/api/lti/contexts/${id}/roster-sync`);
    expect(again.body.already_linked.map((m: { sub: string }) => m.sub)).toEqual(['nrps-teacher', 'm-student']);
  });

  it('refuses a refused token (502), another school (404), a course without NRPS (409), a student (403)', async () => {
    await samePerson(c, 'nrps-teacher-2', TEACHER, 'instructor');
    await launchAs(c, 'nrps-teacher-2', nrps('chem-8'));
    const id = await contextId('chem-8');
    c.platform.members = [member('r-1', STUDENT, 'learner')];
    const links = await sql`SELECT 1 FROM platform.lti_user_links`.execute(db());

    c.platform.refuseTokens = true;
    const refused = await c.t.call(TEACHER, 'POST', `/api/lti/contexts/${id}/roster-sync`);
    c.platform.refuseTokens = false;
    expect(refused.status).toBe(502);
    expect(refused.body.error.code).toBe('lti_upstream');
    expect((await sql`SELECT 1 FROM platform.lti_user_links`.execute(db())).rows).toHaveLength(links.rows.length);

    const student = await c.t.call(STUDENT, 'POST', `/api/lti/contexts/${id}/roster-sync`);
    expect(student.status).toBe(403);

    await launchAs(c, 'nrps-teacher-2', { [CONTEXT]: { id: 'art-9', title: 'Art' } });
    const bare = await c.t.call(TEACHER, 'POST', `/api/lti/contexts/${await contextId('art-9')}/roster-sync`);
    expect(bare.status).toBe(409);
    expect(bare.body.error.code).toBe('lti_no_roster');

    const foreign = await sql<{ id: string }>`WITH p AS (INSERT INTO platform.lti_platforms (tenant_id, name, issuer,
        client_id, deployment_ids, jwks_url, auth_url, token_url)
      SELECT tenant_id, 'Other', ${c.platform.issuer}, 'other-client', '{d}', ${c.platform.jwksUrl},
        ${c.platform.authUrl}, ${c.platform.tokenUrl} FROM platform.app_users WHERE email = ${OTHER_ADMIN}
      RETURNING id)
      INSERT INTO platform.lti_contexts (platform_id, context_id, memberships_url)
      SELECT id, 'x-1', ${`${c.platform.issuer}/contexts/x-1/memberships`} FROM p RETURNING id::text`.execute(db());
    const other = await c.t.call(ADMIN, 'POST', `/api/lti/contexts/${foreign.rows[0].id}/roster-sync`);
    expect(other.status).toBe(404);
    expect(
      (await c.t.call(ADMIN, 'GET', '/api/lti/contexts')).body.data.map((x: { id: number }) => x.id),
    ).not.toContain(Number(foreign.rows[0].id));
    expect((await c.t.call(OTHER_ADMIN, 'POST', `/api/lti/contexts/${id}/roster-sync`)).status).toBe(404);
  });

  it('lets an administrator link and unlink a platform person by hand, audited', async () => {
    const multi = await userId(MULTI);
    const url = `/api/lti/platforms/${c.registration.id}/links`;
    expect((await c.t.call(TEACHER, 'PUT', url, { sub: 'hand-1', user_id: multi })).status).toBe(403);
    expect((await c.t.call(OTHER_ADMIN, 'PUT', url, { sub: 'hand-1', user_id: multi })).status).toBe(404);
    const stranger = await userId(OTHER_ADMIN);
    expect((await c.t.call(ADMIN, 'PUT', url, { sub: 'hand-1', user_id: stranger })).status).toBe(404);
    expect((await c.t.call(ADMIN, 'PUT', url, { sub: 'hand-1', user_id: 'nope' })).status).toBe(400);

    const put = await c.t.call(ADMIN, 'PUT', url, { sub: 'hand-1', user_id: multi });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await linkOf('hand-1')).toBe(multi);
    const twice = await c.t.call(ADMIN, 'PUT', url, { sub: 'hand-2', user_id: multi });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('lti_link_conflict');

    c.platform.users.set('hand-1', { sub: 'hand-1', [`${LTI}roles`]: [ROLE.learner] });
    const launched = await landing(c, 'hand-1', {});
    expect((await callWith(c, launched.token, 'GET', '/api/me')).body.email).toBe(MULTI);

    const unlink = async () =>
      (
        await c.t.app.inject({
          method: 'DELETE',
          url: `${url}?sub=hand-1`,
          headers: { authorization: `Bearer ${await c.t.token(ADMIN)}` },
        })
      ).statusCode;
    expect(await unlink()).toBe(204);
    expect(await linkOf('hand-1')).toBeUndefined();
    expect(await unlink()).toBe(404);
    const audit = await sql<{ action: string }>`SELECT action FROM platform.audit_log
      WHERE resource = 'lti_user_links' AND record_id = ${`${c.registration.id}:hand-1`} ORDER BY id`.execute(db());
    expect(audit.rows.map((a) => a.action)).toEqual(['lti_link', 'lti_unlink']);
  });
});
