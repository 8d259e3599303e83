// GET /api/public/universities/:slug (public): a partner university's landing page
// (/university/:university, docs/commerce.md): its name, logo and text, and the active courses of
// the sub-catalogue it offers. Nothing private: no tenants, prices only as the catalogue shows them.
// PUT /api/catalog/universities/:slug (operators, ei_catalog.update): the page's name, logo and text,
// audited; an unknown page 404.
import { Type, type Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { notFound } from '../errors.ts';
import { recordAudit } from '../audit/record.ts';

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

const Content = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    logo_url: Type.String({ maxLength: 500, pattern: '^(|https?://\\S+|/\\S*)$' }),
    body: Type.String({ maxLength: 5000 }),
  },
  { additionalProperties: false },
);
const Saved = Type.Object({ data: Content });

export default async function universityRoutes(app: App) {
  app.put(
    '/api/catalog/universities/:slug',
    {
      config: { access: 'ei_catalog.update', operatorOnly: true },
      schema: { params: Params, body: Content, response: replies({ 200: Saved }) },
    },
    async (req) => {
      const next = { ...req.body, name: req.body.name.trim() };
      return app.database.db.transaction().execute(async (trx) => {
        const before = (
          await sql<{ id: number; name: string; logo_url: string; body: string }>`
            SELECT id, name, logo_url, body FROM platform.universities WHERE slug = ${req.params.slug} FOR UPDATE`.execute(
            trx,
          )
        ).rows[0];
        if (!before) throw notFound('No such university page');
        await sql`UPDATE platform.universities SET name = ${next.name}, logo_url = ${next.logo_url}, body = ${next.body},
          version = version + 1, updated_at = now() WHERE id = ${before.id}`.execute(trx);
        const { id: _id, ...old } = before;
        await recordAudit(trx, req.principal!, {
          tenantId: req.principal!.tenantId,
          action: 'update',
          resource: 'universities',
          recordId: req.params.slug,
          before: old,
          after: next,
        });
        return { data: next };
      });
    },
  );

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
