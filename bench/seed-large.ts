// The benchmark data set: the demo tenants, 50 more small tenants, and one large school
// (20,000 students, 200,000 grade rows, 10,000 transcript chunks) with an admin account and a
// teacher account on the teacher with the most sections this term. Works on PGlite and on a server.
import { sql } from 'kysely';
import type { Db } from '../server/db/database.ts';
import { migrateAll } from '../server/db/migrate.ts';
import { seedDemo, ensureAccount } from '../server/demo/seed.ts';
import { seedSchoolData, type SchoolSize } from '../server/demo/seed-school.ts';
import { provisionTenant } from '../server/tenants/provision.ts';
import { DEMO_PASSWORD } from '../server/demo/demo-data.ts';

export const LARGE_SCHEMA = 'bigschool_lms';
export const LARGE_ADMIN = 'admin@bigschool.test';
export const LARGE_TEACHER = 'teacher@bigschool.test';
/** 100 transcripts × 100 chunks */
export const LARGE_TRANSCRIPTS = 100;
export const CHUNKS_PER_TRANSCRIPT = 100;
export const EXTRA_TENANTS = 50;

// 1,000 sections × 8 assignments × 25 students = 200,000 grades; 25,000 enrollments over 20,000 students
export const LARGE_SIZE: SchoolSize = {
  students: 20_000,
  teachers: 300,
  courses: 250,
  sectionsPerCourse: 4,
  assignmentsPerSection: 8,
  studentsPerSection: 25,
};

export async function seedLarge(
  db: Db,
  log: (s: string) => void = () => {},
): Promise<{ tenants: number; students: number; grades: number }> {
  await migrateAll(db);
  await seedDemo(db);
  for (let i = 1; i <= EXTRA_TENANTS; i++) {
    const schema = `bench${String(i).padStart(3, '0')}_lms`;
    await provisionTenant(db, { schema, title: `Bench School ${i}`, tenantModel: i % 5 === 0 ? 'B2CU' : 'B2B' });
  }
  log(`${EXTRA_TENANTS} extra tenants provisioned`);
  const id = await provisionTenant(db, { schema: LARGE_SCHEMA, title: 'Big School', tenantModel: 'B2B' });
  await seedSchoolData(db, LARGE_SCHEMA, LARGE_SIZE);
  await ensureAccount(db, {
    email: LARGE_ADMIN,
    password: DEMO_PASSWORD,
    tenantId: id,
    roles: ['admin'],
    firstName: 'Bea',
    lastName: 'Big',
  });
  // every feature switched on for the large school (the default list blocks the reports,
  // transcripts and chat pages the benches read)
  await sql`INSERT INTO platform.app_controls (tenant_id, blocked_paths) VALUES (${id}, '[]'::jsonb)
    ON CONFLICT (tenant_id) DO UPDATE SET blocked_paths = '[]'::jsonb`.execute(db);
  await seedTeacherAccount(db, id);
  await seedTranscripts(db);
  // a settled database: statistics and the visibility map (index-only counts), as autovacuum leaves it
  await sql`VACUUM ANALYZE`.execute(db);
  const counts = await sql<{ tenants: number; students: number; grades: number }>`
    SELECT (SELECT count(*)::int FROM platform.tenants) AS tenants,
           (SELECT count(*)::int FROM ${sql.id(LARGE_SCHEMA)}.parties WHERE kind = 'student') AS students,
           (SELECT count(*)::int FROM ${sql.id(LARGE_SCHEMA)}.grades) AS grades`.execute(db);
  log(`large tenant: ${JSON.stringify(counts.rows[0])}`);
  return counts.rows[0];
}

/** The teacher with the most sections in the current term gets an account (my_students, roster). */
async function seedTeacherAccount(db: Db, tenantId: number) {
  const s = sql.id(LARGE_SCHEMA);
  const t = await sql<{ party_id: number }>`
    SELECT sec.teacher_party_id AS party_id FROM ${s}.sections sec JOIN ${s}.terms tm ON tm.id = sec.term_id
    WHERE tm.school_year || '/' || tm.term_name = (SELECT current_year_term FROM platform.settings WHERE tenant_id = ${tenantId})
    GROUP BY sec.teacher_party_id ORDER BY count(*) DESC, sec.teacher_party_id LIMIT 1`.execute(db);
  await ensureAccount(db, {
    email: LARGE_TEACHER,
    password: DEMO_PASSWORD,
    tenantId,
    roles: ['teacher'],
    firstName: 'Theo',
    lastName: 'Big',
    partyId: t.rows[0].party_id,
  });
}

const WORDS =
  `photosynthesis light energy plant cell water carbon dioxide oxygen sugar root leaf chlorophyll sunlight glucose fraction denominator numerator equation variable graph slope triangle angle area volume perimeter decimal percent ratio revolution colony treaty empire river trade war king citizen vote congress constitution senate frontier railroad poem metaphor character chapter essay thesis paragraph author story verb noun adjective rhyme stanza narrator atom molecule electron proton neutron element compound reaction acid base mixture solution density mass force gravity motion friction velocity magnet circuit battery current voltage planet orbit moon star galaxy telescope remember today example question answer notice because important next compare explain describe observe predict measure record discuss review practice`.split(
    ' ',
  );

/** 10,000 lesson transcript chunks of 30 words each drawn from WORDS (a word is in about one chunk
 * in five), on content elements of the first 100 courses. */
async function seedTranscripts(db: Db) {
  const s = sql.id(LARGE_SCHEMA);
  const has = await sql<{ c: number }>`SELECT count(*)::int AS c FROM ${s}.lesson_transcripts`.execute(db);
  if (has.rows[0].c > 0) return;
  const words = `{${WORDS.join(',')}}`;
  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO ${s}.content_elements (course_id, element_type, title, position)
      SELECT c.id, 'video', 'Lesson video ' || c.id, 1 FROM ${s}.courses c ORDER BY c.id LIMIT ${LARGE_TRANSCRIPTS}`.execute(
      trx,
    );
    await sql`INSERT INTO ${s}.lesson_transcripts (content_element_id, title, source_format, file_name, chunk_count)
      SELECT e.id, 'Lesson ' || e.id, 'vtt', 'lesson-' || e.id || '.vtt', ${CHUNKS_PER_TRANSCRIPT}
      FROM ${s}.content_elements e ORDER BY e.id LIMIT ${LARGE_TRANSCRIPTS}`.execute(trx);
    await sql`INSERT INTO ${s}.transcript_chunks (transcript_id, seq, start_ms, end_ms, text)
      SELECT t.id, k, (k - 1) * 30000, k * 30000,
        (SELECT string_agg((${words}::text[])[1 + abs(hashtext(t.id || ':' || k || ':' || w)) % ${WORDS.length}], ' ' ORDER BY w)
         FROM generate_series(1, 30) w)
      FROM ${s}.lesson_transcripts t CROSS JOIN generate_series(1, ${CHUNKS_PER_TRANSCRIPT}) k`.execute(trx);
  });
}
