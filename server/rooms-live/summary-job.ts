// The after-room summaries (docs/rooms.md): the `room-summaries` job drafts, for each student who
// spoke in the room, a short summary for the teacher (what was asked, where the student struggled)
// from the conversation's text only: no name, e-mail or id reaches the model, and, as in the chat,
// neither do the messages the safety screen kept back nor their safe answers. Each is stored in
// room_summaries with the model's name (the screens mark it "Drafted by AI"); a rerun redrafts.
// Queued by the room's end (server/rooms/writes.ts, in its transaction) or the teacher's request.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tenantBySchema, type Tenant } from '../db/tenant.ts';
import { defineJob } from '../jobs/define.ts';
import { aiServices } from '../ai/services.ts';
import type { ChatMessage } from '../ai/prompt.ts';
import { NOT_CONFIGURED_MESSAGE } from '../ai/not-configured.ts';
import { ROOM_SUMMARIES_JOB } from '../rooms/writes.ts';

/** the most of a conversation sent (its end, where it stands when the room closes) */
const MAX_CHARS = 24_000;

export const SUMMARY_SYSTEM =
  'You summarise, for a teacher, one student’s conversation with an AI study assistant during a class ' +
  'activity. In at most 120 words: what the student asked about, what they understood, where they ' +
  'struggled or went off task, and one suggestion for the teacher. Refer to the student as "the ' +
  'student"; do not guess a name. Plain text, no headings.';

/** The conversation as text for the model: who said what, nothing about who the student is. */
export function transcript(messages: { role: string; content: string }[]): string {
  const text = messages.map((m) => `${m.role === 'user' ? 'Student' : 'Assistant'}: ${m.content}`).join('\n\n');
  return text.length > MAX_CHARS ? `…${text.slice(-MAX_CHARS)}` : text;
}

/** the room's conversations that have at least one message of the student */
async function spoken(db: Db, t: Tenant, roomId: number) {
  return (
    await sql<{ conversation_id: string; party_id: number }>`
      SELECT c.id AS conversation_id, p.party_id FROM ${t.table('chat_conversations')} c
      JOIN ${t.table('parties')} p ON p.party_id = c.party_id OR (c.party_id IS NULL AND p.user_id = c.user_id)
      WHERE c.room_id = ${roomId} AND EXISTS (SELECT 1 FROM ${t.table('chat_messages')} m
        WHERE m.conversation_id = c.id AND m.role = 'user')
      ORDER BY p.party_id`.execute(db)
  ).rows;
}

export const roomSummaries = defineJob<{ schema: string; roomId: number }>({
  name: ROOM_SUMMARIES_JOB,
  title: 'Rooms: draft the after-room summaries',
  async run(data, ctx) {
    const t = await tenantBySchema(ctx.db, data.schema);
    if (!t) return;
    const ai = aiServices(ctx.db, ctx.config);
    const provider = await ai.providers.resolve(t.id);
    if (!provider) throw new Error(NOT_CONFIGURED_MESSAGE);
    const client = ai.providers.client(provider);
    const students = await spoken(ctx.db, t, data.roomId);
    for (const [i, s] of students.entries()) {
      const messages = (
        await sql<{ role: string; content: string }>`SELECT role, content FROM ${t.table('chat_messages')}
          WHERE conversation_id = ${s.conversation_id} AND risk IS NULL AND status <> 'safety' ORDER BY id`.execute(
          ctx.db,
        )
      ).rows;
      const prompt: ChatMessage[] = [
        { role: 'system', content: SUMMARY_SYSTEM },
        { role: 'user', content: `The conversation:\n"""\n${transcript(messages)}\n"""` },
      ];
      const res = await client.chat.completions.create(
        { model: provider.model, messages: prompt, stream: false },
        { signal: AbortSignal.timeout(120_000) },
      );
      const summary = res.choices[0]?.message?.content?.trim();
      if (!summary) throw new Error(`the model answered no summary for room ${data.roomId}`);
      await sql`INSERT INTO ${t.table('room_summaries')} (room_id, party_id, summary, model)
        VALUES (${data.roomId}, ${s.party_id}, ${summary}, ${provider.model})
        ON CONFLICT (room_id, party_id) DO UPDATE SET summary = excluded.summary, model = excluded.model,
          drafted_at = now()`.execute(ctx.db);
      await ctx.progress(i + 1, students.length);
    }
  },
});
