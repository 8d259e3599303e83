// The rooms API (docs/rooms.md, the rooms contract). Teachers and administrators (room.manage):
// GET/POST /api/rooms, GET/PUT/DELETE /api/rooms/:id, POST /api/rooms/:id/pause|resume|end. The
// course home: GET /api/sections/:sectionId/rooms. Students (student-routes.ts): their room and
// its streamed messages. The school is always the token's (req.tenant).
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { replies } from '../schemas/replies.ts';
import { aiServices } from '../ai/services.ts';
import { managedRoom, managedRooms, roomView } from './store.ts';
import { checkedSettings } from './rules.ts';
import { actOnRoom, createRoom, deleteRoom, updateRoom, type RoomAction } from './writes.ts';
import { CreateRoom, ListQuery, Room, RoomId, UpdateRoom } from './schemas.ts';
import { studentRoutes } from './student-routes.ts';

const manage = { access: 'room.manage' };
const Rows = Type.Object({ rows: Type.Array(Room) });
const ACTIONS: readonly RoomAction[] = ['pause', 'resume', 'end'];

export default async function roomsRoutes(app: App, opts: { config: Config; database: Database }) {
  const db = app.database.db;
  app.get(
    '/api/rooms',
    { config: manage, schema: { querystring: ListQuery, response: replies({ 200: Rows }) } },
    async (req) => ({
      rows: (await managedRooms(req.tenant!, req.principal!, req.query.section_id)).map((r) => roomView(r)),
    }),
  );
  app.post(
    '/api/rooms',
    { config: manage, schema: { body: CreateRoom, response: replies({ 201: Room }) } },
    async (req, reply) => {
      const [t, p] = [req.tenant!, req.principal!];
      const room = await createRoom(db, t, p, await checkedSettings(t, p, req.body));
      return reply.status(201).send(room);
    },
  );
  app.get(
    '/api/rooms/:id',
    { config: manage, schema: { params: RoomId, response: replies({ 200: Room }) } },
    async (req) => roomView(await managedRoom(req.tenant!, req.principal!, +req.params.id)),
  );
  app.put(
    '/api/rooms/:id',
    { config: manage, schema: { params: RoomId, body: UpdateRoom, response: replies({ 200: Room }) } },
    async (req) => {
      const [t, p, id] = [req.tenant!, req.principal!, +req.params.id];
      await managedRoom(t, p, id);
      const { version, ...body } = req.body;
      return updateRoom(db, t, p, id, await checkedSettings(t, p, body), version);
    },
  );
  app.delete(
    '/api/rooms/:id',
    { config: manage, schema: { params: RoomId, response: replies({ 204: Type.Null() }) } },
    async (req, reply) => {
      await deleteRoom(db, req.tenant!, req.principal!, +req.params.id);
      return reply.status(204).send(null);
    },
  );
  for (const action of ACTIONS)
    app.post(
      `/api/rooms/:id/${action}`,
      { config: manage, schema: { params: RoomId, response: replies({ 200: Room }) } },
      async (req) => actOnRoom(db, app.jobs, req.tenant!, req.principal!, +req.params.id, action),
    );
  studentRoutes(app, aiServices(db, opts.config));
}
