// The calendar feed routes (calendar.ts): the signed-in user makes (or remakes) and revokes its
// secret feed URL; the feed itself is public, the secret in its path being the credential.
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { feedText, newFeed, revokeFeed } from './calendar.ts';

export function calendarRoutes(app: App) {
  const db = app.database.db;
  const signedIn = { access: 'authenticated' };
  app.post(
    '/api/my/calendar-feed',
    {
      config: signedIn,
      schema: { response: replies({ 201: Type.Object({ data: Type.Object({ url: Type.String() }) }) }) },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await newFeed(db, req.tenant!, req.principal!, app.config.apiBaseUrl) }),
  );
  app.delete(
    '/api/my/calendar-feed',
    { config: signedIn, schema: { response: replies({ 204: Type.Null() }) } },
    async (req, reply) => {
      await revokeFeed(db, req.tenant!, req.principal!);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/api/calendar/:file',
    {
      config: { access: 'public', produces: 'text/calendar' },
      schema: { params: Type.Object({ file: Type.String({ maxLength: 100 }) }) },
    },
    async (req, reply) => {
      const text = await feedText(db, req.params.file);
      reply.header('content-type', 'text/calendar; charset=utf-8');
      return reply.send(text);
    },
  );
}
