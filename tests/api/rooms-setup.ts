// The rooms tests' common ground (on the classroom's: tests/api/classroom-setup.ts): the demo
// teacher co-teaches a section the demo student attends; a room body maker; row counters.
import { sql } from 'kysely';
import type { ApiTest } from '../helpers/api.ts';
import { useClassroom } from './classroom-setup.ts';
import { STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { bearer } from './tools-support.ts';

const HOUR = 3_600_000;
export const iso = (ms: number) => new Date(ms).toISOString();

export function useRooms(t: () => ApiTest) {
  const c = useClassroom(t);
  const db = () => t().app.database.db;
  return {
    c,
    /** a valid body for POST /api/rooms: an open tutor room of the shared section */
    body: (over: Record<string, unknown> = {}) => ({
      title: 'Fractions help',
      kind: 'tutor',
      instructions: 'Use pizza examples. SECRET-INSTRUCTION-7431.',
      topics: 'fractions',
      may_give_answers: false,
      starts_at: iso(Date.now() - HOUR),
      ends_at: iso(Date.now() + 24 * HOUR),
      time_zone: 'UTC',
      message_cap: 5,
      section_ids: [c.section],
      ...over,
    }),
    async create(over: Record<string, unknown> = {}, email = TEACHER) {
      const res = await t().call(email, 'POST', '/api/rooms', this.body(over));
      if (res.status !== 201) throw new Error(`room not created: ${JSON.stringify(res.body)}`);
      return res.body as { id: number; version: number; state: string } & Record<string, unknown>;
    },
    /** POST /api/my/rooms/:id/messages as the demo student (the raw reply: a stream or a refusal) */
    async say(id: number, content: string) {
      return t().app.inject({
        method: 'POST',
        url: `/api/my/rooms/${id}/messages`,
        headers: bearer(await t().token(STUDENT)),
        payload: { content },
      });
    },
    /** rows of a tenant table (lms) matching `where` */
    async count(table: 'rooms' | 'chat_conversations' | 'chat_messages' | 'chat_alerts', where = sql`true`) {
      const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(`lms.${table}`)}
        WHERE ${where}`.execute(db());
      return r.rows[0].n;
    },
    /** puts the room's columns straight in the database (a schedule in the past, a pause elsewhere) */
    async set(id: number, cols: Record<string, unknown>) {
      for (const [k, v] of Object.entries(cols))
        await sql`UPDATE lms.rooms SET ${sql.ref(k)} = ${v} WHERE id = ${id}`.execute(db());
    },
  };
}
