// First-start seed: the platform defaults, the demo tenants (server/demo/demo-data.ts), their
// accounts, and enough school data for every screen. Idempotent: rows that exist are kept.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { DEFAULT_ROLES } from '../../src/policies/default-roles.ts';
import { DEFAULT_BLOCKED_PATHS } from '../../src/policies/blocked-paths.ts';
import { hashPassword } from '../identity/password.ts';
import { provisionTenant } from '../tenants/provision.ts';
import { seedSchoolData } from './seed-school.ts';
import { DEMO_TENANTS, DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-data.ts';
import { demoTenant } from './seed-once.ts';

export async function seedPlatformDefaults(db: Db) {
  for (const r of DEFAULT_ROLES) {
    await sql`
      INSERT INTO platform.roles (tenant_id, role_name, description, role_permissions)
      SELECT NULL, ${r.role_name}, ${r.description}, ${JSON.stringify(r.role_permissions)}::jsonb
      WHERE NOT EXISTS (SELECT 1 FROM platform.roles WHERE tenant_id IS NULL AND role_name = ${r.role_name})`.execute(
      db,
    );
  }
  await sql`
    INSERT INTO platform.app_controls (tenant_id, blocked_paths)
    SELECT NULL, ${JSON.stringify(DEFAULT_BLOCKED_PATHS)}::jsonb
    WHERE NOT EXISTS (SELECT 1 FROM platform.app_controls WHERE tenant_id IS NULL)`.execute(db);
  await sql`
    INSERT INTO platform.prompt_templates (tenant_id, template_name, body, default_template)
    SELECT NULL, 'CommonCharacter', ${COMMON_CHARACTER}, 'Y'
    WHERE NOT EXISTS (SELECT 1 FROM platform.prompt_templates WHERE tenant_id IS NULL AND template_name = 'CommonCharacter')`.execute(
    db,
  );
}

export const COMMON_CHARACTER = [
  'You are an experienced, warm and precise teaching assistant working inside a school learning platform.',
  'Write for teachers: clear headings, concise language, practical classroom steps.',
  'Use Markdown. Use GFM tables for rubrics and grids. Never invent student data.',
].join('\n');

/** Creates an identity (the embedded provider's account) and its app user, unless the email exists. */
export async function ensureAccount(
  db: Db,
  a: {
    email: string;
    password: string;
    tenantId: number;
    roles: string[];
    firstName: string;
    lastName: string;
    partyId?: number | null;
  },
): Promise<string> {
  const existing = await sql<{
    user_id: string;
  }>`SELECT user_id FROM platform.app_users WHERE email = ${a.email}`.execute(db);
  if (existing.rows[0]) return existing.rows[0].user_id;
  const sub = randomUUID();
  const hash = await hashPassword(a.password);
  await db.transaction().execute(async (trx) => {
    await sql`
      INSERT INTO platform.identities (sub, email, password_hash, given_name, family_name)
      VALUES (${sub}, ${a.email}, ${hash}, ${a.firstName}, ${a.lastName})
      ON CONFLICT (email) DO NOTHING`.execute(trx);
    const idRow = await sql<{ sub: string }>`SELECT sub FROM platform.identities WHERE email = ${a.email}`.execute(trx);
    await sql`
      INSERT INTO platform.app_users (user_id, tenant_id, party_id, email, first_name, last_name, roles)
      VALUES (${idRow.rows[0].sub}, ${a.tenantId}, ${a.partyId ?? null}, ${a.email}, ${a.firstName}, ${a.lastName},
              ${JSON.stringify({ access: a.roles })}::jsonb)`.execute(trx);
  });
  return sub;
}

/** Bump when a seed step changes, so existing data dirs get the new rows on their next start. */
export const DEMO_SEED_VERSION = 'demo-7';

/** Runs once per data dir and seed version (recorded in the migration ledger), so a normal
 * start does not pay for hundreds of "does this row exist?" checks. */
export async function seedDemo(db: Db) {
  const done =
    await sql`SELECT 1 FROM platform.schema_migrations WHERE scope = 'platform:seed' AND version = ${DEMO_SEED_VERSION}`.execute(
      db,
    );
  if (!done.rows.length) {
    await seedDemoRows(db);
    await sql`INSERT INTO platform.schema_migrations (scope, version) VALUES ('platform:seed', ${DEMO_SEED_VERSION})`.execute(
      db,
    );
  }
  // steps added after demo-7, each once by its own ledger entry (also on a data dir seeded before)
  await (await import('./seed-rooms.ts')).seedRooms(db);
  await (await import('./seed-lti.ts')).seedLti(db);
}

async function seedDemoRows(db: Db) {
  await seedPlatformDefaults(db);
  await (await import('../ai/seed-templates.ts')).seedToolTemplates(db);
  const ids = new Map<string, number>();
  for (const t of DEMO_TENANTS) {
    const id = await provisionTenant(db, { schema: t.schema, title: t.title, tenantModel: t.tenantModel });
    ids.set(t.schema, id);
    await seedSchoolData(db, t.schema, t.size);
  }
  for (const a of DEMO_ACCOUNTS) {
    const tenantId = ids.get(a.tenant)!;
    const partyKind = a.roles.includes('student') ? 'student' : a.roles.some((r) => r !== 'admin') ? 'teacher' : null;
    const userId = await ensureAccount(db, {
      email: a.email,
      password: DEMO_PASSWORD,
      tenantId,
      roles: a.roles,
      firstName: a.firstName,
      lastName: a.lastName,
    });
    if (partyKind) await linkParty(db, a.tenant, userId, partyKind, a);
  }
  await (await import('./seed-extras.ts')).seedExtras(db);
  await (await import('./seed-structure.ts')).seedStructure(db);
  const { seedGradebook } = await import('./seed-gradebook.ts');
  for (const t of DEMO_TENANTS) if (t.size !== 'none') await seedGradebook(db, t.schema);
  await (await import('./seed-messaging.ts')).seedMessaging(db);
  for (const t of DEMO_TENANTS) await (await import('./seed-curriculum.ts')).seedCurriculum(db, t.schema);
  for (const t of DEMO_TENANTS) await (await import('./seed-people.ts')).seedPeople(db, t.schema);
  for (const t of ['lms', 'ei_lms']) await (await import('./seed-content.ts')).seedContent(db, t);
  await (await import('./seed-families.ts')).seedFamilies(db);
  await (
    await import('./seed-records.ts')
  ).seedRecords(
    db,
    DEMO_TENANTS.map((t) => t.schema),
  );
  await (await import('./seed-chat.ts')).seedChat(db);
  await (await import('./seed-commerce.ts')).seedCommerce(db);
  await (await import('./seed-course-links.ts')).seedCourseLinks(db);
  await (
    await import('./seed-ledger.ts')
  ).seedLedger(
    db,
    DEMO_TENANTS.map((t) => t.schema),
  );
  await (await import('./seed-tutor.ts')).seedTutor(db);
  await (await import('./seed-universities.ts')).seedUniversities(db);
  await (await import('./seed-learning.ts')).seedLearning(db);
  await (await import('./seed-tables.ts')).seedTables(db, 'lms');
}

/** Links a demo account to a person record in its tenant (first unlinked one of that kind). */
async function linkParty(
  db: Db,
  schema: string,
  userId: string,
  kind: string,
  a: { email: string; firstName: string; lastName: string },
) {
  const s = (await demoTenant(db, schema)).ident;
  const has = await sql<{ party_id: number }>`SELECT party_id FROM ${s}.parties WHERE user_id = ${userId}`.execute(db);
  let partyId = has.rows[0]?.party_id;
  if (!partyId) {
    const upd = await sql<{ party_id: number }>`
      UPDATE ${s}.parties SET user_id = ${userId}, email = ${a.email}, first_name = ${a.firstName}, last_name = ${a.lastName}
      WHERE party_id = (SELECT party_id FROM ${s}.parties WHERE kind = ${kind} AND user_id IS NULL ORDER BY party_id LIMIT 1)
      RETURNING party_id`.execute(db);
    partyId = upd.rows[0]?.party_id;
  }
  if (partyId) await sql`UPDATE platform.app_users SET party_id = ${partyId} WHERE user_id = ${userId}`.execute(db);
}
