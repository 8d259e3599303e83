// OneRoster import and export (CONTRACTS.md section 8): a dry run counts and writes nothing, a
// broken bundle is refused whole (422, file/line/field, nothing written), a commit writes
// everything, a re-import changes nothing, the school is the token's, and an export read back
// and imported again changes nothing.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { unzipSync, strFromU8 } from 'fflate';
import { useApiTest } from '../helpers/api.ts';
import { goodBundle, oneRosterZip } from '../fixtures/oneroster-bundle.ts';
import { ADMIN, TEACHER, RIVERSIDE } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;

async function upload(email: string, zip: Buffer, query = '') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(zip)]), 'roster.zip');
  const req = new Request('http://x/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/rostering/oneroster${query}`,
    headers: { authorization: `Bearer ${await t.token(email)}`, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}

/** How many rows of the test bundle are in the school. */
async function rostered(schema: string) {
  const n = async (table: string) =>
    (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.id(schema)}.${sql.id(table)}
      WHERE sourced_id LIKE '%-rt%'`.execute(db())
    ).rows[0].n;
  return {
    orgs: await n('orgs'),
    terms: await n('terms'),
    courses: await n('courses'),
    sections: await n('sections'),
    parties: await n('parties'),
    enrollments: await n('enrollments'),
  };
}
const NONE = { orgs: 0, terms: 0, courses: 0, sections: 0, parties: 0, enrollments: 0 };
const zero = { create: 0, update: 0, delete: 0 };

describe('OneRoster import', () => {
  it('a dry run answers what would be created and writes nothing', async () => {
    const r = await upload(ADMIN, oneRosterZip(goodBundle()), '?dryRun=true');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ dryRun: true, errors: [] });
    expect(r.body.counts).toEqual({
      'orgs.csv': { create: 1, update: 0, delete: 0 },
      'academicSessions.csv': { create: 2, update: 0, delete: 0 },
      'courses.csv': { create: 1, update: 0, delete: 0 },
      'classes.csv': { create: 1, update: 0, delete: 0 },
      'users.csv': { create: 3, update: 0, delete: 0 },
      'roles.csv': zero,
      // two students enrolled; the teacher becomes the new class's lead teacher
      'enrollments.csv': { create: 2, update: 1, delete: 0 },
    });
    expect(await rostered('lms')).toEqual(NONE);
  });

  it('a broken bundle is refused whole with file, line and field, and nothing is written', async () => {
    const b = goodBundle();
    b.academicSessions[1][5] = '2030-13-45';
    b.enrollments[2][3] = 'cls-missing';
    b.users[1][10] = 'tina.rostered@example.test';
    const r = await upload(ADMIN, oneRosterZip(b));
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('roster_invalid');
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'academicSessions.csv', line: 3, field: 'startDate' }),
        expect.objectContaining({ file: 'users.csv', line: 3, field: 'email' }),
        expect.objectContaining({ file: 'enrollments.csv', line: 4, field: 'classSourcedId' }),
      ]),
    );
    expect(await rostered('lms')).toEqual(NONE);
    // found after the files before it were written (one pass, docs/rostering.md): rolled back whole
    const late = goodBundle();
    late.enrollments[2][3] = 'cls-missing';
    const l = await upload(ADMIN, oneRosterZip(late));
    expect(l.status).toBe(422);
    expect(l.body.errors).toEqual([
      expect.objectContaining({ file: 'enrollments.csv', line: 4, field: 'classSourcedId' }),
    ]);
    expect(await rostered('lms')).toEqual(NONE);
  });

  it('a missing column, an unknown grade and an unexpected entry are refused', async () => {
    const b = goodBundle();
    b.users[2][14] = '42';
    const r = await upload(ADMIN, oneRosterZip(b, { 'notes.txt': 'hello' }));
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([expect.objectContaining({ file: 'notes.txt', line: 0 })]);
    const grade = await upload(ADMIN, oneRosterZip(b));
    expect(grade.body.errors).toEqual([expect.objectContaining({ file: 'users.csv', line: 4, field: 'grades' })]);
    const { orgs: _dropped, ...noOrgs } = goodBundle();
    const missing = await upload(ADMIN, oneRosterZip(noOrgs));
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ file: 'orgs.csv', line: 0 });
    expect(await rostered('lms')).toEqual(NONE);
  });

  it('a commit writes the whole bundle; importing it again changes nothing', async () => {
    const r = await upload(ADMIN, oneRosterZip(goodBundle()));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.counts['users.csv']).toEqual({ create: 3, update: 0, delete: 0 });
    expect(await rostered('lms')).toEqual({ orgs: 1, terms: 2, courses: 1, sections: 1, parties: 3, enrollments: 2 });
    const s1 = await sql<{ kind: string; grade: string; email: string }>`SELECT p.kind, g.code AS grade, p.email
      FROM lms.parties p JOIN lms.grade_levels g ON g.id = p.grade_level_id WHERE p.sourced_id = 'usr-rt-s1'`.execute(
      db(),
    );
    expect(s1.rows).toEqual([{ kind: 'student', grade: '9', email: 'sami.rostered@example.test' }]);
    const lead = await sql<{ sourced_id: string }>`SELECT p.sourced_id FROM lms.sections s
      JOIN lms.parties p ON p.party_id = s.teacher_party_id WHERE s.sourced_id = 'cls-rt'`.execute(db());
    expect(lead.rows).toEqual([{ sourced_id: 'usr-rt-t' }]);
    const term = await sql<{
      school_year: string;
    }>`SELECT school_year FROM lms.terms WHERE sourced_id = 'ses-rt-f'`.execute(db());
    expect(term.rows[0].school_year).toBe('2030-2031');

    const again = await upload(ADMIN, oneRosterZip(goodBundle()));
    expect(again.status).toBe(200);
    for (const c of Object.values(again.body.counts)) expect(c).toEqual(zero);

    const b = goodBundle();
    b.users[2][6] = 'Adah';
    b.enrollments[2][1] = 'tobedeleted';
    const changed = await upload(ADMIN, oneRosterZip(b));
    expect(changed.body.counts['users.csv']).toEqual({ create: 0, update: 1, delete: 0 });
    expect(changed.body.counts['enrollments.csv']).toEqual({ create: 0, update: 0, delete: 1 });
    // the withdrawn enrolment listed as active again is the same row, re-activated
    const back = await upload(ADMIN, oneRosterZip(goodBundle()));
    expect(back.body.counts['enrollments.csv']).toEqual({ create: 0, update: 1, delete: 0 });
    expect(await rostered('lms')).toEqual({ orgs: 1, terms: 2, courses: 1, sections: 1, parties: 3, enrollments: 2 });
  });

  it("writes into the caller's own school only, and needs user.create", async () => {
    const r = await upload(RIVERSIDE, oneRosterZip(goodBundle()));
    expect(r.status).toBe(200);
    expect((await rostered('riverside_lms')).parties).toBe(3);
    expect((await rostered('ncsa_lms')).parties).toBe(0);
    expect((await upload(TEACHER, oneRosterZip(goodBundle()))).status).toBe(403);
  });
});

describe('OneRoster export', () => {
  it('answers the school as a zip that imports again without any change', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/rostering/oneroster',
      headers: { authorization: `Bearer ${await t.token(ADMIN)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      ['academicSessions', 'classes', 'courses', 'enrollments', 'manifest', 'orgs', 'roles', 'users'].map(
        (f) => `${f}.csv`,
      ),
    );
    const users = strFromU8(files['users.csv']).trim().split(/\r?\n/);
    const students = await sql<{ n: number }>`SELECT count(*)::int AS n FROM lms.parties`.execute(db());
    expect(users.length - 1).toBe(students.rows[0].n);
    expect(users.find((l) => l.startsWith('usr-rt-s1,'))).toContain('Sami,Rostered');
    // the admin lacks student.email: students' addresses stay out of the file
    expect(strFromU8(files['users.csv'])).not.toContain('sami.rostered@example.test');

    const back = await upload(ADMIN, Buffer.from(res.rawPayload));
    expect(back.status, JSON.stringify(back.body.errors?.slice(0, 3))).toBe(200);
    for (const [file, c] of Object.entries(back.body.counts)) expect(c, file).toEqual(zero);
    expect((await t.call(TEACHER, 'GET', '/api/rostering/oneroster')).status).toBe(403);
  });
});
