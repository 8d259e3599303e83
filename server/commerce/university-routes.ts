// GET /api/public/universities/:slug (public): a partner university's landing page
// (/university/:university, docs/commerce.md): its name, logo and text, and the active courses of
// the sub-catalogue it offers. Nothing private: no tenants, prices only as the catalogue shows them.
import { Type, type Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { notFound } from '../errors.ts';

const Params = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,62}$' }) });
const Course = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  publisher: Type.String(),
  grade_levels: Type.String(),
  subject: Type.String(),
  description: Type.String(),
  price: Type.Number(),
});
const Page = Type.Object({
  data: Type.Object({
    slug: Type.String(),
    name: Type.String(),
    logo_url: Type.String(),
    body: Type.String(),
    courses: Type.Array(Course),
  }),
});

export default async function universityRoutes(app: App) {
  app.get(
    '/api/public/universities/:slug',
    { config: { access: 'public' }, schema: { params: Params, response: replies({ 200: Page }) } },
    async (req) => {
      const db = app.database.db;
      const u = (
        await sql<{ slug: string; name: string; logo_url: string; body: string; sub_catalog_id: number | null }>`
          SELECT slug, name, logo_url, body, sub_catalog_id FROM platform.universities
          WHERE slug = ${req.params.slug} AND status = 'active'`.execute(db)
      ).rows[0];
      if (!u) throw notFound('No such university page');
      const courses = await sql<Static<typeof Course>>`
        SELECT cc.id, cc.title, cc.publisher, cc.grade_levels, cc.subject, cc.description, cc.price::float8 AS price
        FROM platform.catalog_courses cc
        JOIN platform.sub_catalog_courses scc ON scc.catalog_course_id = cc.id
        JOIN platform.sub_catalogs sc ON sc.id = scc.sub_catalog_id AND sc.status = 'active'
        WHERE scc.sub_catalog_id = ${u.sub_catalog_id} AND cc.status = 'active'
        ORDER BY cc.title`.execute(db);
      const { sub_catalog_id: _omit, ...page } = u;
      return { data: { ...page, courses: courses.rows } };
    },
  );
}
