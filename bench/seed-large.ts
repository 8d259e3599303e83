// The benchmark data set: the demo tenants, 50 more small tenants, and one large school
// (20,000 students, 200,000 grade rows) with an admin account. Works on PGlite and on a server.
import { sql } from 'kysely';
import type { Db } from '../server/db/database.ts';
import { migrateAll } from '../server/db/migrate.ts';
import { seedDemo, ensureAccount } from '../server/db/seed.ts';
import { seedSchoolData, type SchoolSize } from '../server/db/seed-school.ts';
import { provisionTenant } from '../server/tenants/provision.ts';
import { DEMO_PASSWORD } from '../server/db/demo-data.ts';

export const LARGE_SCHEMA = 'bigschool_lms';
export const LARGE_ADMIN = 'admin@bigschool.test';
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
  // a settled database: statistics and the visibility map (index-only counts), as autovacuum leaves it
  await sql`VACUUM ANALYZE`.execute(db);
  const counts = await sql<{ tenants: number; students: number; grades: number }>`
    SELECT (SELECT count(*)::int FROM platform.tenants) AS tenants,
           (SELECT count(*)::int FROM ${sql.id(LARGE_SCHEMA)}.parties WHERE kind = 'student') AS students,
           (SELECT count(*)::int FROM ${sql.id(LARGE_SCHEMA)}.grades) AS grades`.execute(db);
  log(`large tenant: ${JSON.stringify(counts.rows[0])}`);
  return counts.rows[0];
}
