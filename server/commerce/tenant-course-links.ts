// POST /api/catalog/tenant-course-links (operators, course_catalog.update): link school courses to
// catalogue courses or dismiss their suggestion, one or many (/ei/probable-tenant-courses,
// docs/commerce.md). A link names the catalogue course the operator chose (the suggestion or any
// other). All or nothing: an unknown school course answers 404, an unknown catalogue course 422 at
// `catalog_course_id`, and nothing is written. Each decision is audited in the same transaction.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { ApiError, invalidField, unprocessable } from '../errors.ts';
import { recordAudit } from '../audit/record.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Body = Type.Object(
  {
    decision: Type.Union([Type.Literal('linked'), Type.Literal('dismissed')]),
    items: Type.Array(
      Type.Object(
        { tenant_id: Id, course_id: Id, catalog_course_id: Type.Optional(Id) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
const Saved = Type.Object({ data: Type.Object({ saved: Type.Integer() }) });

export default async function tenantCourseLinkRoutes(app: App) {
  app.post(
    '/api/catalog/tenant-course-links',
    {
      config: { access: 'course_catalog.update', uiPath: '/ei/probable-tenant-courses', operatorOnly: true },
      schema: { body: Body, response: replies({ 200: Saved }) },
    },
    async (req) => {
      const { decision, items } = req.body;
      if (decision === 'linked' && items.some((i) => !i.catalog_course_id))
        throw invalidField('items', 'Linking needs the catalogue course of every item');
      const tenants = items.map((i) => i.tenant_id);
      const courses = items.map((i) => i.course_id);
      await app.database.db.transaction().execute(async (trx) => {
        const found = await sql<{ c: number }>`
          SELECT count(DISTINCT (tc.tenant_id, tc.course_id))::int AS c FROM platform.all_tenant_courses() tc
          JOIN unnest(${tenants}::int[], ${courses}::int[]) AS x(t, c) ON x.t = tc.tenant_id AND x.c = tc.course_id`.execute(
          trx,
        );
        const distinct = new Set(items.map((i) => `${i.tenant_id}:${i.course_id}`)).size;
        if (found.rows[0].c !== distinct)
          throw new ApiError(404, 'not_found', 'Some of these school courses do not exist');
        const ids = items.flatMap((i) => (i.catalog_course_id ? [i.catalog_course_id] : []));
        const known = await sql<{ c: number }>`
          SELECT count(*)::int AS c FROM platform.catalog_courses WHERE id = ANY(${ids}::int[])`.execute(trx);
        if (known.rows[0].c !== new Set(ids).size) {
          const message = 'Catalogue course: no such course in the catalogue';
          throw unprocessable(message, 'validation_failed', { fields: { catalog_course_id: message } });
        }
        for (const i of items) {
          const catalog = decision === 'linked' ? i.catalog_course_id! : null;
          await sql`
            INSERT INTO platform.tenant_course_links (tenant_id, course_id, decision, catalog_course_id, decided_by)
            VALUES (${i.tenant_id}, ${i.course_id}, ${decision}, ${catalog}, ${req.principal!.userId})
            ON CONFLICT (tenant_id, course_id) DO UPDATE
              SET decision = excluded.decision, catalog_course_id = excluded.catalog_course_id,
                  decided_by = excluded.decided_by, decided_at = now()`.execute(trx);
          await recordAudit(trx, req.principal!, {
            tenantId: i.tenant_id,
            action: decision === 'linked' ? 'link' : 'dismiss',
            resource: 'tenant-course-links',
            recordId: `${i.tenant_id}:${i.course_id}`,
            after: { decision, catalog_course_id: catalog },
          });
        }
      });
      return { data: { saved: items.length } };
    },
  );
}
