// Keycloak's registration endpoint on the embedded provider (docs/keycloak.md): with the
// authorization endpoint's parameters it shows the sign-up form for a registered client and
// redirect_uri, refuses an unknown client or an unregistered redirect_uri (400, nothing written),
// and its form makes the account as POST /api/signup/:kind does.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp, TEST_URL } from '../helpers/test-app.ts';

const t = useTestApp();
const PATH = '/realms/lms/protocol/openid-connect/registrations';
const params = (over: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: t.app.config.oidc.clientId,
    redirect_uri: `${TEST_URL}/auth/callback`,
    response_type: 'code',
    scope: 'openid profile email',
    state: 'st-1',
    ...over,
  });
const open = (over?: Record<string, string>) => t.app.inject({ method: 'GET', url: `${PATH}?${params(over)}` });
const submit = (fields: Record<string, string>, over?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `${params(over)}&${new URLSearchParams(fields)}`,
  });
const account = async (email: string) =>
  (
    await sql<{ schema: string; roles: { access: string[] } }>`
      SELECT t.config->>'schema_name' AS schema, u.roles FROM platform.app_users u
      JOIN platform.tenants t ON t.id = u.tenant_id WHERE u.email = ${email}`.execute(t.app.database.db)
  ).rows;

describe('the registration endpoint', () => {
  it('shows the sign-up form for a registered client and redirect_uri, keeping its parameters', async () => {
    expect(t.app.config.oidc.issuer).toBe(`${TEST_URL}/realms/lms`);
    const r = await open();
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.body).toContain(`<form method="post" action="${PATH}"`);
    for (const name of ['first_name', 'last_name', 'email'])
      expect(r.body).toMatch(new RegExp(`<label for="${name}">[^<]+</label>\\s*<input id="${name}" name="${name}"`));
    expect(r.body).toContain(`name="redirect_uri" value="${TEST_URL}/auth/callback"`);
    expect(r.body).toContain('name="state" value="st-1"');
    expect(r.body).toContain('Sign up for TrekAI');
    expect((await open({ kind: 'teacher' })).body).toContain('Sign up as an independent teacher');
  });

  it('refuses an unregistered redirect_uri, an unknown client and another response type', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ redirect_uri: 'https://elsewhere.example/auth/callback' }, 'redirect_uri'],
      [{ redirect_uri: `${TEST_URL}/somewhere-else` }, 'redirect_uri'],
      [{ client_id: 'not-a-client' }, 'client_id'],
      [{ response_type: 'token' }, 'response_type'],
      [{ kind: 'admin' }, 'kind'],
    ];
    for (const [over, param] of cases) {
      const r = await open(over);
      expect([r.statusCode, r.body.includes(`Invalid parameter: ${param}`)], JSON.stringify(over)).toEqual([400, true]);
      expect(r.body).not.toContain('<form');
    }
    const posted = await submit(
      { first_name: 'Eve', last_name: 'Elsewhere', email: 'eve@example.test' },
      { redirect_uri: 'https://elsewhere.example/auth/callback' },
    );
    expect(posted.statusCode).toBe(400);
    expect(await account('eve@example.test')).toEqual([]);
  });

  it('makes a TrekAI student from the form; bad fields show the form again and write nothing', async () => {
    const bad = await submit({ first_name: 'Reg', last_name: 'Student', email: 'not-an-address' });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('E-mail is not an e-mail address');
    expect(bad.body).toContain('value="Reg"');
    expect(await account('not-an-address')).toEqual([]);

    const r = await submit({ first_name: 'Reg', last_name: 'Student', email: 'Reg.Student@Example.test' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('We sent a link to reg.student@example.test');
    expect(r.body).toContain(`<a href="${TEST_URL}/">Back to the application</a>`);
    expect(await account('reg.student@example.test')).toEqual([
      { schema: 'trekai_lms', roles: { access: ['student'] } },
    ]);
  });
});
