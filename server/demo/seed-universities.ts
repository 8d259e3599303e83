// Demo rows of the partner university pages (/university/:university, docs/commerce.md): one
// university offering the "BJU core" sub-catalogue. Idempotent.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export async function seedUniversities(db: Db) {
  await sql`
    INSERT INTO platform.universities (slug, name, body, sub_catalog_id)
    SELECT 'grace-university', 'Grace University',
           'Grace University partners with TrekAI to offer its preparatory courses online. Study at your own pace with ' ||
           'certified teachers, then continue to a degree programme with credit for the work you have done.',
           (SELECT id FROM platform.sub_catalogs WHERE name = 'BJU core')
    ON CONFLICT (slug) DO NOTHING`.execute(db);
}
