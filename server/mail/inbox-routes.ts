// The header bell's list: the caller's own in-app notifications (platform.user_notifications,
// written by sendNotification with `userId`), the unread count, and marking them read.
import type { App } from '../schemas/app.ts';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { replies } from '../schemas/replies.ts';

const ME = { access: 'authenticated' };
const Item = Type.Object({
  id: Type.Integer(),
  event: Type.String(),
  title: Type.String(),
  link: Type.Union([Type.String(), Type.Null()]),
  read: Type.Boolean(),
  created_at: Type.String(),
});
const Inbox = Type.Object({ unread: Type.Integer(), rows: Type.Array(Item) });
const ReadBody = Type.Object(
  { ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 })) },
  { additionalProperties: false },
);
const LIMIT = 20;

interface Row {
  id: string;
  event: string;
  title: string;
  link: string | null;
  read_at: Date | null;
  created_at: Date;
}

async function inbox(app: App, userId: string) {
  const db = app.database.db;
  const rows = (
    await sql<Row>`SELECT id, event, title, link, read_at, created_at FROM platform.user_notifications
      WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${LIMIT}`.execute(db)
  ).rows;
  const unread = (
    await sql<{ n: string }>`SELECT count(*) AS n FROM platform.user_notifications
      WHERE user_id = ${userId} AND read_at IS NULL`.execute(db)
  ).rows[0]!.n;
  return {
    unread: Number(unread),
    rows: rows.map((r) => ({
      id: Number(r.id),
      event: r.event,
      title: r.title,
      link: r.link,
      read: r.read_at !== null,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

export default async function inboxRoutes(app: App) {
  app.get('/api/me/notifications', { config: ME, schema: { response: replies({ 200: Inbox }) } }, async (req) =>
    inbox(app, req.principal!.userId),
  );

  // without ids: all of the caller's notifications; another user's ids change nothing
  app.post(
    '/api/me/notifications/read',
    { config: ME, schema: { body: ReadBody, response: replies({ 200: Inbox }) } },
    async (req) => {
      const userId = req.principal!.userId;
      const ids = req.body.ids;
      await sql`UPDATE platform.user_notifications SET read_at = now()
        WHERE user_id = ${userId} AND read_at IS NULL
          AND (${ids ? JSON.stringify(ids) : null}::jsonb IS NULL
            OR id IN (SELECT jsonb_array_elements_text(${ids ? JSON.stringify(ids) : null}::jsonb)::bigint))`.execute(
        app.database.db,
      );
      return inbox(app, userId);
    },
  );
}
