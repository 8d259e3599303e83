// Rostering (#12): the import's choice of sign-in accounts (none, students, everyone). A dry run
// counts who would get one; a commit gives each chosen person without an account one through the
// person resources' create_account action (an invite mailed), names who could not get one (no
// e-mail), and a re-import with a wider choice adds the rest. The plain students.csv template goes
// through the same import: problems at its own line and column, nothing written, then imported.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { goodBundle, oneRosterZip } from '../fixtures/oneroster-bundle.ts';
import { ADMIN } from '../helpers/demo-accounts.ts';
import { STUDENTS_CSV_TEMPLATE } from '../../src/shared/roster/students-csv.ts';

const t = useApiTest();
const db = () => t.app.database.db;

async function upload(zip: Buffer, query: string, name = 'roster.zip') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(zip)]), name);
  const req = new Request('http://x/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/rostering/oneroster${query}`,
    headers: { authorization: `Bearer ${await t.token(ADMIN)}`, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}

/** the bundle's people with an account: e-mail and roles */
async function accounts() {
  const r = await sql<{ email: string; roles: { access: string[] } }>`SELECT u.email, u.roles
    FROM lms.parties p JOIN platform.app_users u ON u.user_id = p.user_id
    WHERE p.sourced_id LIKE 'usr-rt-%' ORDER BY u.email`.execute(db());
  return r.rows.map((x) => [x.email, x.roles.access.join()]);
}
const invites = async () =>
  (
    await sql<{ recipient: string }>`SELECT recipient FROM platform.notification_log
    WHERE event = 'user_invited' AND recipient LIKE '%.rostered@example.test' ORDER BY recipient`.execute(db())
  ).rows.map((x) => x.recipient);
const ADA = { sourcedId: 'usr-rt-s2', name: 'Ada Rostered', message: expect.stringMatching(/e-mail/) };

describe('sign-in accounts at import', () => {
  it('an unknown choice is refused', async () => {
    const r = await upload(oneRosterZip(goodBundle()), '?dryRun=true&accounts=all');
    expect(r.status).toBe(400);
  });

  it('a dry run counts the people with an e-mail who would get one, and writes nothing', async () => {
    const r = await upload(oneRosterZip(goodBundle()), '?dryRun=true&accounts=everyone');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // Tina (teacher) and Sami (student); Ada has no e-mail
    expect(r.body.counts['sign-in accounts']).toEqual({ create: 2, update: 0, delete: 0 });
    expect(r.body.accounts).toBeUndefined();
    expect(await accounts()).toEqual([]);
  });

  it('students: the students get accounts, Ada without e-mail is named, the teacher gets none', async () => {
    const r = await upload(oneRosterZip(goodBundle()), '?accounts=students');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.accounts).toEqual({ created: 1, notCreated: [ADA] });
    expect(await accounts()).toEqual([['sami.rostered@example.test', 'student']]);
    expect(await invites()).toEqual(['sami.rostered@example.test']);
  });

  it('everyone, on a re-import: the rows do not change and the teacher gets its account', async () => {
    const r = await upload(oneRosterZip(goodBundle()), '?accounts=everyone');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.counts['users.csv']).toEqual({ create: 0, update: 0, delete: 0 });
    expect(r.body.accounts).toEqual({ created: 1, notCreated: [ADA] });
    expect(await accounts()).toEqual([
      ['sami.rostered@example.test', 'student'],
      ['tina.rostered@example.test', 'teacher'],
    ]);
    expect(await invites()).toEqual(['sami.rostered@example.test', 'tina.rostered@example.test']);
  });

  it('none (the default) makes no accounts', async () => {
    const r = await upload(oneRosterZip(goodBundle()), '');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.accounts).toBeUndefined();
    expect(r.body.counts['sign-in accounts']).toBeUndefined();
  });
});

describe('the students.csv template', () => {
  const csv = (...rows: string[]) => Buffer.from(STUDENTS_CSV_TEMPLATE + rows.map((r) => `${r}\r\n`).join(''));
  const plain = async () =>
    (
      await sql<{ sourced_id: string; first_name: string; email: string | null; grade: string | null }>`
      SELECT p.sourced_id, p.first_name, p.email, g.code AS grade FROM lms.parties p
      LEFT JOIN lms.grade_levels g ON g.id = p.grade_level_id
      WHERE p.sourced_id LIKE 'csv-st-%' AND p.kind = 'student' ORDER BY p.sourced_id`.execute(db())
    ).rows;

  it('a bad row is answered at its line and column and nothing is written; fixed, it imports once', async () => {
    const bad = csv('csv-st-1,Cleo,Plain,,cleo.plain@example.test,,03', 'csv-st-2,Dev,Plain,,not-an-address,,ZZ');
    const refused = await upload(bad, '', 'students.csv');
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'students.csv', line: 3, field: 'email' }),
        expect.objectContaining({ file: 'students.csv', line: 3, field: 'grade' }),
      ]),
    );
    expect(await plain()).toEqual([]);

    const good = csv('csv-st-1,Cleo,Plain,,cleo.plain@example.test,,03', 'csv-st-2,Dev,Plain,,,,KG');
    const preview = await upload(good, '?dryRun=true&accounts=students', 'students.csv');
    expect(preview.body.counts['users.csv']).toEqual({ create: 2, update: 0, delete: 0 });
    expect(preview.body.counts['sign-in accounts']).toEqual({ create: 1, update: 0, delete: 0 });
    const r = await upload(good, '', 'students.csv');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await plain()).toEqual([
      { sourced_id: 'csv-st-1', first_name: 'Cleo', email: 'cleo.plain@example.test', grade: '3' },
      { sourced_id: 'csv-st-2', first_name: 'Dev', email: null, grade: 'K' },
    ]);
    const again = await upload(good, '', 'students.csv');
    expect(again.body.counts['users.csv']).toEqual({ create: 0, update: 0, delete: 0 });
  });

  it('a students.csv without a required column is refused at its header', async () => {
    const r = await upload(Buffer.from('student_id,first_name\r\nx,y\r\n'), '', 'students.csv');
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([expect.objectContaining({ file: 'students.csv', line: 1, field: 'last_name' })]);
  });
});
