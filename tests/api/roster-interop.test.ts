// OneRoster 1.2 interoperability (issue #28, docs/rostering.md): every file of the 1.2 CSV binding
// is accepted (the ones the school does not keep are reported as skipped), manifest.csv is
// required and must agree with the zip, dates are ISO 8601, a row the school's data refuses is
// named by file and line without the database's words, and the export's manifest lists every
// file of the binding while its names cannot run as spreadsheet formulas.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { strFromU8, unzipSync } from 'fflate';
import { parse } from 'csv-parse/sync';
import { useApiTest } from '../helpers/api.ts';
import { goodBundle, oneRosterZip, uploadRoster } from '../fixtures/oneroster-bundle.ts';
import { ADMIN, RIVERSIDE } from '../helpers/demo-accounts.ts';
import { manifestCsv } from '../../server/roster/manifest.ts';

const t = useApiTest();
const db = () => t.app.database.db;
const upload = async (email: string, zip: Uint8Array, query = '') =>
  uploadRoster(t.app, await t.token(email), zip, query);
const RAW_DB = /duplicate key|violates|constraint|relation|syntax|invalid input/i;

async function exportOf(email: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/rostering/oneroster',
    headers: { authorization: `Bearer ${await t.token(email)}` },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('OneRoster 1.2 bundles', () => {
  it('accepts userProfiles.csv and categories.csv and reports them as skipped', async () => {
    const b = goodBundle();
    b.users[0][2] = '2023-01-05T10:00:00.000Z';
    const files = new Set([...Object.keys(b), 'userProfiles', 'categories']);
    const zip = oneRosterZip(b, {
      'manifest.csv': manifestCsv(files, 'sis'),
      'userProfiles.csv':
        'sourcedId,status,dateLastModified,userSourcedId,profileType,vendorId\r\nup-1,,,usr-rt-t,lms,v\r\n',
      'categories.csv': 'sourcedId,status,dateLastModified,title,weight\r\ncat-1,active,2023-01-05,Homework,0.5\r\n',
    });
    const r = await upload(ADMIN, zip, '?dryRun=true');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.errors).toEqual([]);
    expect(r.body.counts['users.csv']).toEqual({ create: 3, update: 0, delete: 0 });
    expect(r.body.skipped.map((s: { file: string }) => s.file).sort()).toEqual(['categories.csv', 'userProfiles.csv']);
  });

  it('refuses a zip without manifest.csv, or whose manifest disagrees with it', async () => {
    const none = await upload(ADMIN, oneRosterZip(goodBundle(), { 'manifest.csv': null }));
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([expect.objectContaining({ file: 'manifest.csv', line: 0 })]);
    const { enrollments: _left, ...rest } = goodBundle();
    const wrong = oneRosterZip(goodBundle(), { 'manifest.csv': manifestCsv(new Set(Object.keys(rest)), 'sis') });
    const w = await upload(ADMIN, wrong);
    expect(w.status).toBe(422);
    expect(w.body.errors).toEqual([
      expect.objectContaining({
        file: 'manifest.csv',
        field: 'value',
        message: expect.stringContaining('enrollments.csv'),
      }),
    ]);
  });

  it('takes dates only as ISO 8601, naming file and line', async () => {
    const b = goodBundle();
    b.users[1][2] = '1/05/2023';
    b.academicSessions[0][6] = '2031-02-30';
    const r = await upload(ADMIN, oneRosterZip(b));
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([
      expect.objectContaining({ file: 'academicSessions.csv', line: 2, field: 'endDate' }),
      expect.objectContaining({ file: 'users.csv', line: 3, field: 'dateLastModified' }),
    ]);
  });
});

describe('OneRoster export', () => {
  it('lists every file of the binding in its manifest', async () => {
    const files = unzipSync(new Uint8Array(await exportOf(ADMIN)));
    const manifest = parse(strFromU8(files['manifest.csv']), { columns: true }) as {
      propertyName: string;
      value: string;
    }[];
    const entries = manifest.filter((p) => p.propertyName.startsWith('file.'));
    expect(entries).toHaveLength(21);
    const bulk = entries.filter((p) => p.value === 'bulk').map((p) => p.propertyName.slice(5));
    expect(bulk.sort()).toEqual(['academicSessions', 'classes', 'courses', 'enrollments', 'orgs', 'roles', 'users']);
    expect(entries.filter((p) => p.value === 'absent')).toHaveLength(14);
    expect(manifest).toContainEqual({ propertyName: 'oneroster.version', value: '1.2' });
  });

  it('writes names that start like a formula guarded, and reads them back as they were', async () => {
    const names = { first_name: '=HYPERLINK("http://x.test","go")', last_name: '@SUM(1)', preferred_name: '-2+3' };
    const n = names;
    const made = await sql<{ sourced_id: string }>`INSERT INTO lms.parties
      (kind, first_name, last_name, preferred_name)
      VALUES ('student', ${n.first_name}, ${n.last_name}, ${n.preferred_name}) RETURNING sourced_id`.execute(db());
    const zip = await exportOf(ADMIN);
    const usersCsv = strFromU8(unzipSync(new Uint8Array(zip))['users.csv']);
    const users = parse(usersCsv, { columns: true }) as Record<string, string>[];
    const row = users.find((u) => u.sourcedId === made.rows[0].sourced_id)!;
    expect([row.givenName, row.familyName, row.preferredGivenName]).toEqual([
      `'${names.first_name}`,
      `'${names.last_name}`,
      `'${names.preferred_name}`,
    ]);
    const back = await upload(ADMIN, zip);
    expect(back.status, JSON.stringify(back.body.errors)).toBe(200);
    expect(back.body.counts['users.csv']).toEqual({ create: 0, update: 0, delete: 0 });
    const kept = await sql`SELECT first_name, last_name, preferred_name FROM lms.parties
      WHERE sourced_id = ${made.rows[0].sourced_id}`.execute(db());
    expect(kept.rows).toEqual([names]);
  });

  it("refuses one school's export in another school at file and line, without the database's words", async () => {
    const people = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM riverside_lms.parties`.execute(db())).rows[0].n;
    const before = await people();
    const r = await upload(RIVERSIDE, await exportOf(ADMIN));
    expect(r.status).toBe(422);
    // the demo schools have terms of the same titles in the same years
    expect(r.body.errors[0]).toMatchObject({ file: 'academicSessions.csv', line: 2, field: 'title' });
    expect(r.body.errors.length).toBeGreaterThan(0);
    for (const e of r.body.errors) {
      expect(e.file).toMatch(/\.csv$/);
      expect(e.line).toBeGreaterThan(1);
      expect(e.message).not.toMatch(RAW_DB);
    }
    expect(await people()).toBe(before);
  });
});
