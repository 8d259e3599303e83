// Transcripts for a whole grade level (server/records/grade-transcripts-job.ts): the job issues one
// official transcript per student of the grade into one PDF stored through the file service, shows
// its progress and the file in /api/batch-jobs, and only staff who see every record may start it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import { waitFor } from '../helpers/smtp-sink.ts';

let t: ApiTest;
const db = () => t.app.database.db;
const ADMIN = 'admin@demo-academy.test';
const NAMES = [
  ['Gail', 'Alder'],
  ['Hugo', 'Birch'],
  ['Ines', 'Cedar'],
];
let gradeId: number;

beforeAll(async () => {
  t = await createApiTest({ JOBS_POLL_SECONDS: '0.5' });
  gradeId = (
    await sql<{ id: number }>`INSERT INTO lms.grade_levels (code, name, sort_order)
      VALUES ('G-TEST', 'Test Grade', 99) RETURNING id`.execute(db())
  ).rows[0].id;
  for (const [first, last] of NAMES)
    await sql`INSERT INTO lms.parties (kind, first_name, last_name, grade_level_id)
      VALUES ('student', ${first}, ${last}, ${gradeId})`.execute(db());
  // a student of another grade stays out
  await sql`INSERT INTO lms.parties (kind, first_name, last_name) VALUES ('student', 'Otto', 'Elsewhere')`.execute(
    db(),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('transcripts for a grade level', () => {
  it('issues one transcript per student of the grade into one stored PDF', async () => {
    const q = await t.call(ADMIN, 'POST', `/api/student-transcripts/grade-levels/${gradeId}`);
    expect(q.status, JSON.stringify(q.body)).toBe(202);
    expect(q.body).toMatchObject({ grade_level: 'Test Grade', students: NAMES.length });
    type Run = { id: string; state: string; progress: number; output_path: string | null };
    let run: Run | undefined;
    await waitFor(
      async () => {
        const rows = (await t.call(ADMIN, 'GET', '/api/batch-jobs?type=grade-transcripts')).body.rows as Run[];
        run = rows.find((r) => r.id === q.body.job_id);
        if (run?.state === 'failed') throw new Error(JSON.stringify(run));
        return run?.state === 'completed';
      },
      30_000,
      'the grade transcripts job',
    );
    expect(run!.progress).toBe(100);
    expect(run!.output_path).toMatch(/^users\/[0-9a-f-]+\/transcripts\/transcripts-Test-Grade-\d{4}-\d{2}-\d{2}-/);
    const file = await t.app.inject({
      method: 'GET',
      url: `/fs/files?${new URLSearchParams({ filePath: run!.output_path! })}`,
      headers: { authorization: `Bearer ${await t.token(ADMIN)}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file.rawPayload)), { mergePages: true });
    expect(text.match(/Official transcript/g)).toHaveLength(NAMES.length);
    for (const [first, last] of NAMES) expect(text).toContain(`Student: ${first} ${last}`);
    expect(text).not.toContain('Elsewhere');
    const codes = await sql<{ n: number }>`SELECT count(*)::int AS n FROM platform.issued_transcripts i
      JOIN lms.parties p ON p.party_id = i.student_party_id WHERE p.grade_level_id = ${gradeId}`.execute(db());
    expect(codes.rows[0].n).toBe(NAMES.length);
  });

  it('is refused to a student and a teacher, and 404 for an unknown grade', async () => {
    const url = `/api/student-transcripts/grade-levels/${gradeId}`;
    expect((await t.call('student@demo-academy.test', 'POST', url)).status).toBe(403);
    expect((await t.call('teacher@demo-academy.test', 'POST', url)).status).toBe(403);
    expect((await t.call(ADMIN, 'POST', '/api/student-transcripts/grade-levels/999999')).status).toBe(404);
  });
});
