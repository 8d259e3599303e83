// The demo's learning platform (docs/lti.md): a Canvas registration of Demo Academy and one of its
// courses, which the demo teacher opened as its instructor, so /admin/lti-platforms and
// /lti-courses show what a school sees after its first launch. The platform's addresses are
// placeholders (.test): launches from it and roster pulls cannot happen, so the course offers no
// roster. Runs once per data dir (its ledger entry).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { onceByLedger } from './seed-once.ts';

const CANVAS = 'https://canvas.demo-academy.test';

export async function seedLti(db: Db) {
  await onceByLedger(db, 'platform:seed-lti', 'lti-1', async () => {
    const teacher = await sql<{ user_id: string; tenant_id: number }>`SELECT user_id::text, tenant_id
      FROM platform.app_users WHERE email = 'teacher@demo-academy.test'`.execute(db);
    const t = teacher.rows[0];
    if (!t) return;
    await db.transaction().execute(async (trx) => {
      const platform = await sql<{ id: number }>`INSERT INTO platform.lti_platforms (tenant_id, name, issuer,
          client_id, deployment_ids, jwks_url, auth_url, token_url)
        VALUES (${t.tenant_id}, 'Canvas (demo)', ${CANVAS}, '10000000000001', '{1:demo-academy}',
          ${`${CANVAS}/api/lti/security/jwks`}, ${`${CANVAS}/api/lti/authorize_redirect`},
          ${`${CANVAS}/login/oauth2/token`})
        ON CONFLICT (issuer, client_id) DO NOTHING RETURNING id`.execute(trx);
      if (!platform.rows[0]) return;
      await sql`INSERT INTO platform.lti_contexts (platform_id, context_id, title, instructors)
        VALUES (${platform.rows[0].id}, 'demo-bio-7', 'Biology 7 (Canvas)', ${[t.user_id]}::uuid[])`.execute(trx);
    });
  });
}
