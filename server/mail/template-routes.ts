// Notification templates: one per event, the platform default with the tenant's override. A save
// is refused with the line when the MJML does not compile or names a variable the event does not
// offer; preview renders with the event's sample values; test sends that to the caller.
import type { App } from '../schemas/app.ts';
import { Type } from '@sinclair/typebox';
import { StringEnum } from '../schemas/string-enum.ts';
import { sql } from 'kysely';
import { ApiError, conflict, notFound, versionConflict } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { recordAudit } from '../audit/record.ts';
import { MAIL_EVENTS, mailEvent } from './events.ts';
import { checkTemplate, defaultMjml, type TemplateProblem } from './compile.ts';
import { forgetTemplates, renderMessage, sendNotification } from './notify.ts';

const READ = { access: 'notification.read', uiPath: '/admin/notification-templates' };
const WRITE = { access: 'notification.update', uiPath: '/admin/notification-templates' };
const params = Type.Object({ event: StringEnum(MAIL_EVENTS.map((e) => e.event)) });
const Template = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: 300 }),
    mjml: Type.String({ minLength: 1, maxLength: 200_000 }),
    body_text: Type.String({ maxLength: 50_000 }),
  },
  { additionalProperties: false },
);
const SaveBody = Type.Composite([Template, Type.Object({ version: Type.Union([Type.Integer(), Type.Null()]) })], {
  additionalProperties: false,
});
const Entry = Type.Object({
  event: Type.String(),
  title: Type.String(),
  variables: Type.Record(Type.String(), Type.String()),
  subject: Type.String(),
  mjml: Type.String(),
  body_text: Type.String(),
  /** true when the tenant has its own version */
  overridden: Type.Boolean(),
  version: Type.Union([Type.Integer(), Type.Null()]),
});
const Rendered = Type.Object({ subject: Type.String(), html: Type.String(), text: Type.String() });

interface Row {
  tenant_id: number | null;
  event: string;
  subject: string;
  mjml: string;
  body_text: string;
  version: number;
}

const refuse = (p: TemplateProblem) =>
  new ApiError(400, 'invalid_template', `Line ${p.line}: ${p.message}`, {
    line: p.line,
    fields: { [p.field]: `Line ${p.line}: ${p.message}` },
  });

async function entries(app: App, tenantId: number) {
  const rows = (
    await sql<Row>`SELECT tenant_id, event, subject, mjml, body_text, version FROM platform.notification_templates
      WHERE tenant_id IS NULL OR tenant_id = ${tenantId}`.execute(app.database.db)
  ).rows;
  return MAIL_EVENTS.map((e) => {
    const own = rows.find((r) => r.event === e.event && r.tenant_id === tenantId);
    const base = rows.find((r) => r.event === e.event && r.tenant_id === null);
    const t = own ?? base ?? { subject: e.subject, mjml: defaultMjml(e.subject, e.text), body_text: e.text };
    return {
      event: e.event,
      title: e.title,
      variables: e.variables,
      subject: t.subject,
      mjml: t.mjml,
      body_text: t.body_text,
      overridden: Boolean(own),
      version: own?.version ?? null,
    };
  });
}

export default async function templateRoutes(app: App) {
  app.get(
    '/api/notification-templates',
    { config: READ, schema: { response: replies({ 200: Type.Object({ rows: Type.Array(Entry) }) }) } },
    async (req) => ({ rows: await entries(app, req.principal!.tenantId) }),
  );

  app.put(
    '/api/notification-templates/:event',
    { config: WRITE, schema: { params, body: SaveBody, response: replies({ 200: Entry }) } },
    async (req) => {
      const p = req.principal!;
      const e = mailEvent(req.params.event)!;
      const { version, ...t } = req.body;
      const problem = await checkTemplate(t, Object.keys(e.variables));
      if (problem) throw refuse(problem);
      await app.database.db.transaction().execute(async (trx) => {
        const before = (
          await sql<Row>`SELECT * FROM platform.notification_templates
            WHERE tenant_id = ${p.tenantId} AND event = ${e.event} FOR UPDATE`.execute(trx)
        ).rows[0];
        if (before && before.version !== version) throw versionConflict('template', before, version);
        if (!before && version !== null)
          throw conflict('The template was reset meanwhile; reload it', 'version_conflict');
        const after = (
          await sql<Row>`INSERT INTO platform.notification_templates (tenant_id, event, subject, mjml, body_text)
            VALUES (${p.tenantId}, ${e.event}, ${t.subject}, ${t.mjml}, ${t.body_text})
            ON CONFLICT (coalesce(tenant_id, 0), event) DO UPDATE SET subject = EXCLUDED.subject,
              mjml = EXCLUDED.mjml, body_text = EXCLUDED.body_text, version = notification_templates.version + 1,
              updated_at = now()
            RETURNING *`.execute(trx)
        ).rows[0]!;
        await recordAudit(trx, p, {
          tenantId: p.tenantId,
          action: before ? 'update' : 'create',
          resource: 'notification_templates',
          recordId: e.event,
          before,
          after,
        });
      });
      forgetTemplates(app.database.db);
      return (await entries(app, p.tenantId)).find((x) => x.event === e.event)!;
    },
  );

  app.post(
    '/api/notification-templates/:event/preview',
    { config: READ, schema: { params, body: Template, response: replies({ 200: Rendered }) } },
    async (req) => {
      const e = mailEvent(req.params.event)!;
      const problem = await checkTemplate(req.body, Object.keys(e.variables));
      if (problem) throw refuse(problem);
      return renderMessage(req.body, e.variables);
    },
  );

  app.post(
    '/api/notification-templates/:event/test',
    {
      config: READ,
      schema: { params, response: replies({ 200: Type.Object({ id: Type.Integer(), to: Type.String() }) }) },
    },
    async (req) => {
      const p = req.principal!;
      const e = mailEvent(req.params.event);
      if (!e) throw notFound();
      // the saved template with the sample values, to the caller's own address (and bell)
      const id = await sendNotification(app, e.event, p.email, e.variables, {
        tenantId: p.tenantId,
        createdBy: p.userId,
        userId: p.userId,
      });
      return { id, to: p.email };
    },
  );
}
