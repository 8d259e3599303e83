// The mood scanner's data (insights.read; never a student's peers): the sentiment of students'
// chat messages by class (section) and ISO week, and the critical alerts with acknowledge and
// notes (audited). See docs/ai-chat.md.
import type { App } from '../schemas/app.ts';
import type { Tenant } from '../db/tenant.ts';
import { sql } from 'kysely';
import { Type, type Static } from '@sinclair/typebox';
import { replies } from '../schemas/replies.ts';
import { notFound } from '../errors.ts';
import { recordAudit } from '../audit/record.ts';
import { IdParams } from './schemas.ts';
import { CLASS_NAME, WEEK, classJoin, sinceWeeks } from './insight-sql.ts';

const access = { access: 'insights.read', uiPath: '/insights/mood-scanner' };

export const WeeksQuery = Type.Object(
  { weeks: Type.Optional(Type.Integer({ minimum: 1, maximum: 52 })) },
  { additionalProperties: false },
);
const MoodReply = Type.Object({
  rows: Type.Array(
    Type.Object({
      week: Type.String(),
      section: Type.String(),
      messages: Type.Integer(),
      students: Type.Integer(),
      average: Type.Number(),
      negative: Type.Integer(),
    }),
  ),
});
const AlertQuery = Type.Object(
  { status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('all')])) },
  { additionalProperties: false },
);
const Alert = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  source: Type.String(),
  excerpt: Type.String(),
  student: Type.String(),
  createdAt: Type.String(),
  acknowledgedAt: Type.Union([Type.String(), Type.Null()]),
  acknowledgedBy: Type.Union([Type.String(), Type.Null()]),
  notes: Type.String(),
});
const AckBody = Type.Object({ notes: Type.String({ maxLength: 4000 }) }, { additionalProperties: false });

interface AlertRow {
  id: string;
  category: string;
  source: string;
  excerpt: string;
  student: string;
  created_at: string;
  acknowledged_at: string | null;
  acknowledged_by: string | null;
  notes: string;
}
const alertView = (r: AlertRow) => ({
  id: Number(r.id),
  category: r.category,
  source: r.source,
  excerpt: r.excerpt,
  student: r.student,
  createdAt: r.created_at,
  acknowledgedAt: r.acknowledged_at,
  acknowledgedBy: r.acknowledged_by,
  notes: r.notes,
});
/** A message below this sentiment counts as negative. */
const NEGATIVE = -0.25;

export function insightsRoutes(app: App) {
  const db = app.database.db;

  app.get(
    '/api/insights/mood',
    { config: access, schema: { querystring: WeeksQuery, response: replies({ 200: MoodReply }) } },
    async (req) => {
      const s = req.tenant!.ident;
      const weeks = req.query.weeks ?? 12;
      const res = await sql<Static<typeof MoodReply>['rows'][number]>`
        SELECT ${WEEK} AS week, ${CLASS_NAME} AS section,
               count(*)::int AS messages, count(DISTINCT c.user_id)::int AS students,
               round(avg(m.sentiment)::numeric, 3)::float8 AS average,
               count(*) FILTER (WHERE m.sentiment < ${NEGATIVE})::int AS negative
        FROM ${s}.chat_messages m
        JOIN ${s}.chat_conversations c ON c.id = m.conversation_id
        ${classJoin(s)}
        WHERE m.role = 'user' AND m.sentiment IS NOT NULL AND c.role_name = 'student' AND ${sinceWeeks(weeks)}
        GROUP BY 1, 2 ORDER BY 1, 2`.execute(db);
      return { rows: res.rows };
    },
  );

  const alertSelect = (tenant: Tenant) => {
    const s = tenant.ident;
    return sql`SELECT a.id, a.category, a.source, a.excerpt, a.created_at, a.acknowledged_at, a.notes,
        coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, 'Unknown student') AS student,
        coalesce(nullif(trim(k.first_name || ' ' || k.last_name), ''), k.email) AS acknowledged_by
      FROM ${s}.chat_alerts a
      LEFT JOIN platform.app_users u ON u.user_id = a.user_id
      LEFT JOIN platform.app_users k ON k.user_id = a.acknowledged_by`;
  };

  app.get(
    '/api/insights/alerts',
    {
      config: access,
      schema: { querystring: AlertQuery, response: replies({ 200: Type.Object({ rows: Type.Array(Alert) }) }) },
    },
    async (req) => {
      const open = (req.query.status ?? 'all') === 'open';
      const res = await sql<AlertRow>`${alertSelect(req.tenant!)}
        ${open ? sql`WHERE a.acknowledged_at IS NULL` : sql``}
        ORDER BY a.acknowledged_at IS NOT NULL, a.created_at DESC LIMIT 500`.execute(db);
      return { rows: res.rows.map(alertView) };
    },
  );

  app.post(
    '/api/insights/alerts/:id/acknowledge',
    {
      config: access,
      schema: { params: IdParams, body: AckBody, response: replies({ 200: Alert }) },
    },
    async (req) => {
      const p = req.principal!;
      const s = req.tenant!.ident;
      await db.transaction().execute(async (trx) => {
        const res = await sql<{ id: string }>`
          UPDATE ${s}.chat_alerts SET acknowledged_at = coalesce(acknowledged_at, now()),
            acknowledged_by = coalesce(acknowledged_by, ${p.userId}), notes = ${req.body.notes}
          WHERE id = ${req.params.id} RETURNING id`.execute(trx);
        if (!res.rows[0]) throw notFound('No alert with that id');
        await recordAudit(trx, p, {
          tenantId: p.tenantId,
          action: 'acknowledge',
          resource: 'chat_alerts',
          recordId: req.params.id,
          after: { notes: req.body.notes },
        });
      });
      const row = await sql<AlertRow>`${alertSelect(req.tenant!)} WHERE a.id = ${req.params.id}`.execute(db);
      return alertView(row.rows[0]);
    },
  );
}
