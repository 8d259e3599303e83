// PUT /api/lti/contexts/:id/section {section_id}: tie a platform course to one of the school's
// sections (null unties it), so its roster pulls enrol the course's learners there (roster-enrol.ts,
// docs/lti.md "Enrolling from the roster"). Enrolling is the school's decision: the permission is
// section.enrol, as enrolling on the section's page. A course of another school is 404; a section
// that does not exist or is archived is refused at its field. Audited (lti_context_section).
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { invalidField, notFound } from '../errors.ts';
import { recordAudit } from '../audit/record.ts';

const Params = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });
const Body = Type.Object(
  { section_id: Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()]) },
  { additionalProperties: false },
);
const Answer = Type.Object({
  data: Type.Object({
    id: Type.Integer(),
    section_id: Type.Union([Type.Integer(), Type.Null()]),
    section_code: Type.Union([Type.String(), Type.Null()]),
  }),
});

export function contextSectionRoute(app: App) {
  const db = app.database.db;
  app.put(
    '/api/lti/contexts/:id/section',
    {
      config: { access: 'section.enrol' },
      schema: { params: Params, body: Body, response: replies({ 200: Answer }) },
    },
    async (req) => {
      const p = req.principal!;
      const tenant = req.tenant!;
      const sectionId = req.body.section_id;
      return db.transaction().execute(async (trx) => {
        const before = (
          await sql<{ section_id: number | null }>`SELECT c.section_id FROM platform.lti_contexts c
            JOIN platform.lti_platforms pl ON pl.id = c.platform_id
            WHERE c.id = ${req.params.id}::bigint AND pl.tenant_id = ${p.tenantId} FOR UPDATE OF c`.execute(trx)
        ).rows[0];
        if (!before) throw notFound('No such course of a learning platform');
        let code: string | null = null;
        if (sectionId !== null) {
          const sec = (
            await sql<{ section_code: string; status: string }>`SELECT section_code, status
              FROM ${tenant.table('sections')} WHERE id = ${sectionId}`.execute(trx)
          ).rows[0];
          if (!sec) throw invalidField('section_id', 'No such section');
          if (sec.status === 'archived')
            throw invalidField('section_id', `Section ${sec.section_code} is archived and takes no enrolments`);
          code = sec.section_code;
        }
        await sql`UPDATE platform.lti_contexts SET section_id = ${sectionId}
          WHERE id = ${req.params.id}::bigint`.execute(trx);
        await recordAudit(trx, p, {
          tenantId: p.tenantId,
          action: 'lti_context_section',
          resource: 'lti_contexts',
          recordId: req.params.id,
          before,
          after: { section_id: sectionId },
        });
        return { data: { id: Number(req.params.id), section_id: sectionId, section_code: code } };
      });
    },
  );
}
