// Transcripts (server/records/): a student's courses by term from the gradebook with GPA checked
// against hand-computed values, who may read whose (a student only its own, another school's
// student 404), the official PDF read back as text, and the public verification of its code.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, STUDENT } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;
const TARA = 900001; // a student of lms only (no party of that id in ncsa_lms)
let ownParty: number;

async function section(code: string, title: string, credits: number, level: string, termId: number) {
  const c = await sql<{ id: number }>`INSERT INTO lms.courses (course_code, course_title, credits, course_level)
    VALUES (${code}, ${title}, ${credits}, ${level}) RETURNING id`.execute(db());
  const s = await sql<{ id: number }>`INSERT INTO lms.sections (course_id, term_id, section_name)
    VALUES (${c.rows[0].id}, ${termId}, ${title + ' 1'}) RETURNING id`.execute(db());
  await sql`INSERT INTO lms.enrollments (section_id, student_party_id) VALUES (${s.rows[0].id}, ${TARA})`.execute(db());
  return s.rows[0].id;
}
async function graded(sectionId: number, max: number, score: number | null, mark: string | null = null) {
  const a = await sql<{ id: number }>`INSERT INTO lms.assignments (section_id, title, max_points)
    VALUES (${sectionId}, 'Work', ${max}) RETURNING id`.execute(db());
  await sql`INSERT INTO lms.grades (assignment_id, student_party_id, score, mark)
    VALUES (${a.rows[0].id}, ${TARA}, ${score}, ${mark})`.execute(db());
}

beforeAll(async () => {
  ownParty = (
    await sql<{ party_id: number }>`SELECT party_id FROM platform.app_users WHERE email = ${STUDENT}`.execute(db())
  ).rows[0].party_id;
  await sql`INSERT INTO lms.parties (party_id, kind, first_name, last_name) VALUES (${TARA}, 'student', 'Tara', 'Quill')`.execute(
    db(),
  );
  const term = async (name: string, start: string) =>
    (
      await sql<{ id: number }>`INSERT INTO lms.terms (school_year, term_name, start_date)
        VALUES ('2019-2020', ${name}, ${start}) RETURNING id`.execute(db())
    ).rows[0].id;
  // inserted spring first: the transcript orders terms by their start
  const spring = await term('Spring', '2020-01-10');
  const fall = await term('Fall', '2019-09-01');
  await graded(await section('ALG1', 'Algebra I', 1, 'regular', fall), 100, 93); // 93% A
  const bio = await section('BIO1', 'Biology', 1, 'honors', fall);
  await graded(bio, 50, 40);
  await graded(bio, 50, 46); // 86/100 = 86% B
  const hist = await section('HIS1', 'World History', 0.5, 'ap', spring);
  await graded(hist, 20, 14.2); // 71% C
  await graded(hist, 100, null, 'excused'); // counts for nothing
});

describe('transcript', () => {
  it('lists courses by term with grades, term and cumulative GPA (hand computed)', async () => {
    const r = await t.call(ADMIN, 'GET', `/api/student-transcripts/${TARA}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.body.data;
    expect(d.student.name).toBe('Tara Quill');
    expect(d.school.name).toBe('Demo Academy');
    expect(d.terms.map((x: { term: string }) => x.term)).toEqual(['2019-2020 Fall', '2019-2020 Spring']);
    const fall = d.terms[0];
    expect(fall.courses.map((c: Record<string, unknown>) => [c.course_code, c.percent, c.letter])).toEqual([
      ['ALG1', 93, 'A'],
      ['BIO1', 86, 'B'],
    ]);
    // Fall: (4 + 3) / 2 = 3.5; weighted (4 + 3.5) / 2 = 3.75
    expect(fall.gpa).toEqual({ unweighted: 3.5, weighted: 3.75, attempted: 2, earned: 2 });
    // Spring: C 2 on 0.5 AP credits, weighted 3
    expect(d.terms[1].gpa).toEqual({ unweighted: 2, weighted: 3, attempted: 0.5, earned: 0.5 });
    // all: (4 + 3 + 2·0.5) / 2.5 = 3.2; weighted (4 + 3.5 + 3·0.5) / 2.5 = 3.6
    expect(d.cumulative).toEqual({ unweighted: 3.2, weighted: 3.6, attempted: 2.5, earned: 2.5 });
    expect(d.terms[1].cumulative).toEqual(d.cumulative);
  });

  it("uses the school's grading scale setting", async () => {
    await sql`UPDATE platform.settings SET data = data || '{"grading_scale": "A:95:4, B:85:3, C:70:2, F:0:0"}'
      WHERE tenant_id = (SELECT id FROM platform.tenants WHERE name = 'lms')`.execute(db());
    const r = await t.call(ADMIN, 'GET', `/api/student-transcripts/${TARA}`);
    await sql`UPDATE platform.settings SET data = data - 'grading_scale'
      WHERE tenant_id = (SELECT id FROM platform.tenants WHERE name = 'lms')`.execute(db());
    // 93 → B 3, 86 → B 3, 71 → C 2: (3 + 3 + 1) / 2.5 = 2.8
    expect(r.body.data.cumulative.unweighted).toBe(2.8);
  });

  it('lets a student read only its own transcript', async () => {
    expect((await t.call(STUDENT, 'GET', `/api/student-transcripts/${TARA}`)).status).toBe(404);
    const own = await t.call(STUDENT, 'GET', `/api/student-transcripts/${ownParty}`);
    expect(own.status).toBe(200);
    expect(own.body.data.student.party_id).toBe(ownParty);
    expect((await t.call(STUDENT, 'POST', `/api/student-transcripts/${TARA}/pdf`)).status).toBe(404);
  });

  it("answers 404 for another school's student and 403 without the permission", async () => {
    expect((await t.call('admin@ncsa.test', 'GET', `/api/student-transcripts/${TARA}`)).status).toBe(404);
    expect((await t.call('teacher@demo-academy.test', 'GET', `/api/student-transcripts/${TARA}`)).status).toBe(403);
  });
});

describe('official PDF and its verification', () => {
  let code = '';
  it('is a real PDF with the school, student, courses, GPA and verification address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/student-transcripts/${TARA}/pdf`,
      headers: { authorization: `Bearer ${await t.token(ADMIN)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    code = String(res.headers['x-verification-code']);
    for (const s of ['Demo Academy', 'Tara Quill', 'Algebra I', 'World History', 'GPA 3.20', 'weighted 3.60', code])
      expect(text).toContain(s);
    expect(text).toContain(`/verify-transcript/${code}`);
  });

  it('verifies the printed code signed out, and refuses a tampered one', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/api/public/transcripts/${code}` });
    expect(ok.statusCode).toBe(200);
    const d = ok.json().data;
    expect(d).toMatchObject({ genuine: true, school: 'Demo Academy', gpa_unweighted: 3.2, credits: 2.5 });
    expect(JSON.stringify(d)).not.toContain('Tara');
    const last = code.at(-1) === 'A' ? 'B' : 'A';
    const bad = await t.app.inject({ method: 'GET', url: `/api/public/transcripts/${code.slice(0, -1)}${last}` });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error.code).toBe('not_found');
  });
});
