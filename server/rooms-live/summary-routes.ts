// The after-room summaries' routes (docs/rooms.md): GET /api/rooms/:id/summaries lists them with each
// student's name (for the teacher; the model never saw it), POST queues the `room-summaries` job
// again (ending a room queues it the first time: server/rooms/writes.ts).
import { Type, type Static } from '@sinclair/typebox';
import { SummarySchema } from '../../src/shared/rooms.ts';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { aiServices } from '../ai/services.ts';
import { notConfigured } from '../ai/not-configured.ts';
import { managedRoom } from '../rooms/store.ts';
import { NAME_SQL } from './live-read.ts';
import { ROOM_SUMMARIES_JOB } from '../rooms/writes.ts';

const Num = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
const Summary = SummarySchema;
type SummaryRow = Static<typeof Summary>;

export function summaryRoutes(app: App) {
  const db = app.database.db;
  const params = Type.Object({ id: Num });
  app.get(
    '/api/rooms/:id/summaries',
    {
      config: { access: 'room.manage' },
      schema: { params, response: replies({ 200: Type.Object({ rows: Type.Array(Summary) }) }) },
    },
    async (req) => {
      const t = req.tenant!;
      const room = await managedRoom(t, req.principal!, +req.params.id);
      const rows = await sql<SummaryRow>`
        SELECT s.party_id, ${NAME_SQL} AS name, s.summary, s.model,
          to_char(s.drafted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS drafted_at
        FROM ${t.table('room_summaries')} s JOIN ${t.table('parties')} p ON p.party_id = s.party_id
        WHERE s.room_id = ${room.id} ORDER BY name, s.party_id`.execute(db);
      return { rows: rows.rows };
    },
  );
  app.post(
    '/api/rooms/:id/summaries',
    {
      config: { access: 'room.manage' },
      schema: { params, response: replies({ 202: Type.Object({ job_id: Type.String() }) }) },
    },
    async (req, reply) => {
      const t = req.tenant!;
      const room = await managedRoom(t, req.principal!, +req.params.id);
      if (!(await aiServices(db, app.config).providers.resolve(t.id))) throw notConfigured();
      const id = await app.jobs.send(ROOM_SUMMARIES_JOB, { schema: t.schema, roomId: room.id });
      app.jobs.wake(ROOM_SUMMARIES_JOB, true);
      return reply.code(202).send({ job_id: id ?? '' });
    },
  );
}
