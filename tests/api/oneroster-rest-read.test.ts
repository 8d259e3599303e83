// Our OneRoster 1.2 REST read endpoints (server/oneroster-rest/provider-routes.ts): a school syncs
// its roster from the loopback provider, an administrator creates a client (secret shown once),
// the client gets a token by client credentials, and the roster read back through our endpoints
// page by page is the provider's; filters on dateLastModified and any other field, sort and field
// selection (an unknown field is 400, named), 401 without or with a wrong token,
// and a token of another school never reads this one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import { waitFor } from '../helpers/smtp-sink.ts';
import { ADMIN, RIVERSIDE, TEACHER } from '../helpers/demo-accounts.ts';
import { generateSchool, startOneRosterLoopback, type OneRosterLoopback } from '../helpers/oneroster-loopback.ts';

let loop: OneRosterLoopback;
let t: ApiTest;
const A = generateSchool('ora', 'org-a', 40);
const ROOT = '/ims/oneroster/rostering/v1p2';
const TOKEN = '/ims/oneroster/v1p2/token';

beforeAll(async () => {
  loop = await startOneRosterLoopback(A);
  t = await createApiTest({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1', JOBS_POLL_SECONDS: '0.5' });
  const put = await t.call(ADMIN, 'PUT', '/api/oneroster-rest/settings', {
    ...{ base_url: loop.base, token_url: loop.tokenUrl, client_id: loop.clientId, client_secret: loop.clientSecret },
    ...{ org_sourced_ids: ['org-a'], schedule: 'nightly' },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  expect((await t.call(ADMIN, 'POST', '/api/oneroster-rest/sync')).status).toBe(202);
  await waitFor(
    async () => (await t.call(ADMIN, 'GET', '/api/oneroster-rest/runs')).body.data[0]?.ok === true,
    30_000,
    'the sync',
  );
});
afterAll(() => Promise.all([t?.close(), loop?.close()]));

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
async function tokenFor(id: string, secret: string) {
  const r = await t.app.inject({
    method: 'POST',
    url: TOKEN,
    headers: { authorization: basic(id, secret), 'content-type': 'application/x-www-form-urlencoded' },
    payload:
      'grant_type=client_credentials&scope=https%3A%2F%2Fpurl.imsglobal.org%2Fspec%2For%2Fv1p2%2Fscope%2Froster-core.readonly',
  });
  return r;
}
async function client(admin: string) {
  const r = await t.call(admin, 'POST', '/api/oneroster-rest/clients', { name: 'Reading tool' });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data as { client_id: string; client_secret: string };
}
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
async function readAll(collection: string, token: string, limit: number) {
  const out: { sourcedId: string; [k: string]: unknown }[] = [];
  for (let offset = 0; ; offset += limit) {
    const r = await get(`${ROOT}/${collection}?limit=${limit}&offset=${offset}`, token);
    expect(r.statusCode, r.body).toBe(200);
    const page = r.json()[collection];
    out.push(...page);
    if (out.length >= Number(r.headers['x-total-count'])) return out;
  }
}
const ids = (l: { sourcedId?: unknown }[]) => l.map((x) => String(x.sourcedId)).sort();

let token: string;
describe('OneRoster REST read endpoints', () => {
  it('creates a client whose secret is shown once and kept hashed', async () => {
    const c = await client(ADMIN);
    const list = await t.call(ADMIN, 'GET', '/api/oneroster-rest/clients');
    expect(list.body.data.map((x: { client_id: string }) => x.client_id)).toContain(c.client_id);
    expect(JSON.stringify(list.body)).not.toContain(c.client_secret);
    const row = await sql<{ h: string }>`SELECT secret_hash AS h FROM platform.oneroster_clients
      WHERE client_id = ${c.client_id}`.execute(t.app.database.db);
    expect(row.rows[0].h).not.toBe(c.client_secret);
    const r = await tokenFor(c.client_id, c.client_secret);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    token = r.json().access_token;
    expect((await t.call(TEACHER, 'POST', '/api/oneroster-rest/clients', { name: 'x' })).status).toBe(403);
  });

  it('refuses a wrong secret, another grant and a missing or unknown token', async () => {
    const c = await client(ADMIN);
    expect((await tokenFor(c.client_id, 'wrong')).statusCode).toBe(401);
    const grant = await t.app.inject({
      method: 'POST',
      url: TOKEN,
      headers: {
        authorization: basic(c.client_id, c.client_secret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=password',
    });
    expect(grant.statusCode).toBe(400);
    expect((await get(`${ROOT}/users`)).statusCode).toBe(401);
    expect((await get(`${ROOT}/users`, 'not-a-token')).statusCode).toBe(401);
    // a deleted client's tokens stop working
    const other = (await tokenFor(c.client_id, c.client_secret)).json().access_token;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/oneroster-rest/clients/${c.client_id}`,
      headers: { authorization: `Bearer ${await t.token(ADMIN)}` },
    });
    expect(del.statusCode).toBe(204);
    expect((await get(`${ROOT}/orgs`, other)).statusCode).toBe(401);
  });

  it('reads back, page by page, the roster the provider served (a round trip)', async () => {
    const first = await get(`${ROOT}/users?limit=10&offset=10`, token);
    expect(first.headers['link']).toContain('rel="next"');
    expect(first.headers['link']).toContain('offset=20');
    const users = await readAll('users', token, 10);
    const synced = users.filter((u) => u.sourcedId.startsWith('ora-'));
    expect(ids(synced)).toEqual(ids(A.users));
    const pupil = synced.find((u) => u.sourcedId === 'ora-s-001')!;
    expect(pupil).toMatchObject({
      status: 'active',
      givenName: 'Pupil1',
      familyName: 'RestORA',
      preferredFirstName: 'Pip',
      email: 'ora.student1@sis.test',
      enabledUser: true,
      roles: [{ roleType: 'primary', role: 'student', org: { sourcedId: 'org-a', type: 'org' } }],
    });
    for (const c of ['orgs', 'academicSessions', 'courses', 'classes'] as const) {
      const mine = (await readAll(c, token, 3)).filter((x) => A[c].some((y) => y.sourcedId === x.sourcedId));
      expect(ids(mine), c).toEqual(ids(A[c]));
    }
    const enrolments = (await readAll('enrollments', token, 25)).filter((e) => e.role === 'student');
    const theirs = A.enrollments.filter((e) => e.role === 'student');
    expect(ids(enrolments.filter((e) => e.sourcedId.startsWith('ora-')))).toEqual(ids(theirs));
    const one = await get(`${ROOT}/classes/ora-class-2`, token);
    expect(one.json().class).toMatchObject({ sourcedId: 'ora-class-2', course: { sourcedId: 'ora-course-2' } });
    expect((await get(`${ROOT}/classes/nope`, token)).statusCode).toBe(404);
  });

  it('filters on dateLastModified', async () => {
    const all = await get(`${ROOT}/users?limit=1`, token);
    const total = Number(all.headers['x-total-count']);
    const past = await get(
      `${ROOT}/users?limit=1&filter=${encodeURIComponent("dateLastModified>'2000-01-01T00:00:00Z'")}`,
      token,
    );
    expect(Number(past.headers['x-total-count'])).toBe(total);
    const later = new Date(Date.now() + 60_000).toISOString();
    const none = await get(`${ROOT}/users?filter=${encodeURIComponent(`dateLastModified>'${later}'`)}`, token);
    expect(none.json().users).toEqual([]);
    // a change moves the row's dateLastModified on
    // after every row's last change (the sync may have written moments ago on a loaded machine)
    const last = await sql<{ at: Date }>`SELECT max(roster_modified_at) AS at FROM lms.parties`.execute(
      t.app.database.db,
    );
    const since = new Date(last.rows[0].at.getTime() + 1).toISOString(); // the column keeps microseconds
    await sql`UPDATE lms.parties SET first_name = 'Changed' WHERE sourced_id = 'ora-s-002'`.execute(t.app.database.db);
    const changed = await get(`${ROOT}/users?filter=${encodeURIComponent(`dateLastModified>'${since}'`)}`, token);
    expect(ids(changed.json().users)).toEqual(['ora-s-002']);
    expect((await get(`${ROOT}/users?filter=${encodeURIComponent('givenName~x')}`, token)).statusCode).toBe(400);
  });

  it('sorts, selects fields and filters on any field of the collection, or says which fields it has', async () => {
    // the pupils by first name, last first (ora-s-002 was renamed by the test above)
    const q = new URLSearchParams({
      filter: "givenName~'PUPIL' AND status='active'",
      sort: 'givenName',
      orderBy: 'desc',
      fields: 'sourcedId,givenName',
      limit: '1000',
    });
    const r = await get(`${ROOT}/users?${q}`, token);
    expect(r.statusCode, r.body).toBe(200);
    const pupils = A.users
      .filter((u) => String(u.givenName).startsWith('Pupil') && u.sourcedId !== 'ora-s-002')
      .map((u) => ({ sourcedId: u.sourcedId, givenName: String(u.givenName) }))
      .sort((a, b) => (a.givenName < b.givenName ? 1 : a.givenName > b.givenName ? -1 : 0));
    expect(pupils).toHaveLength(39);
    expect(r.json().users).toEqual(pupils);
    expect(Number(r.headers['x-total-count'])).toBe(39);

    const either = await get(
      `${ROOT}/users?${new URLSearchParams({ filter: "sourcedId='ora-s-003' OR username='ora-t-1'", fields: 'sourcedId' })}`,
      token,
    );
    expect(either.json().users).toEqual([{ sourcedId: 'ora-s-003' }, { sourcedId: 'ora-t-1' }]);
    const leads = await get(
      `${ROOT}/enrollments?${new URLSearchParams({ filter: "role='teacher' AND primary='true' AND sourcedId~'ora-'" })}`,
      token,
    );
    const theirLeads = A.enrollments.filter((e) => e.role === 'teacher' && e.primary === true);
    expect(
      leads
        .json()
        .enrollments.map((e: { class: { sourcedId: string } }) => e.class.sourcedId)
        .sort(),
    ).toEqual(theirLeads.map((e) => (e.class as { sourcedId: string }).sourcedId).sort());
    const one = await get(`${ROOT}/classes/ora-class-2?fields=sourcedId,title`, token);
    expect(one.json().class).toEqual({ sourcedId: 'ora-class-2', title: A.classes[1].title });

    const refused = async (query: Record<string, string>, code: string, says: RegExp) => {
      const x = await get(`${ROOT}/users?${new URLSearchParams(query)}`, token);
      expect([x.statusCode, x.json().error?.code], x.body).toEqual([400, code]);
      expect(x.json().error.message).toMatch(says);
    };
    await refused({ sort: 'shoeSize' }, 'oneroster_sort', /cannot be sorted by shoeSize; its fields are .*familyName/);
    await refused({ fields: 'sourcedId,shoeSize' }, 'oneroster_fields', /no field shoeSize/);
    await refused({ filter: "roles='student'" }, 'oneroster_filter', /cannot be filtered on roles/);
    await refused(
      { filter: "status='active' AND sourcedId='a' OR sourcedId='b'" },
      'oneroster_filter',
      /AND or with OR/,
    );
    await refused({ filter: "status='active' AND" }, 'oneroster_filter', /Malformed|ends with/);
    expect((await get(`${ROOT}/users?orderBy=up`, token)).statusCode).toBe(400);
  });

  it("never reads another school's roster with a school's token", async () => {
    const c = await client(RIVERSIDE);
    const theirs = (await tokenFor(c.client_id, c.client_secret)).json().access_token as string;
    const users = await readAll('users', theirs, 100);
    expect(users.some((u) => u.sourcedId.startsWith('ora-'))).toBe(false);
    expect((await get(`${ROOT}/users/ora-s-001`, theirs)).statusCode).toBe(404);
    expect((await get(`${ROOT}/users/ora-s-001`, token)).statusCode).toBe(200);
    // nor delete the other school's client
    const mine = (await t.call(ADMIN, 'GET', '/api/oneroster-rest/clients')).body.data[0].client_id;
    expect((await t.call(RIVERSIDE, 'DELETE', `/api/oneroster-rest/clients/${mine}`)).status).toBe(404);
  });
});
