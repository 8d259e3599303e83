// POST /api/my/rooms/:id/messages (docs/rooms.md): a student's message in a room, answered as the
// chat answers (server/chat/answer.ts: the same stream, safety screen, quotas and usage rows, usage
// tool 'room'). The refusals come first, from the database, and store nothing (student.ts). The
// model gets the room's system prompt (prompts.ts; for the tutor, the passages of the section's
// course through the tutor's grounding) and the conversation text: never who the student is. The
// room's teacher hears it all as events (events.ts): the student's message at once, the answer's
// tokens every 200 ms, the kept answer, and an alert when the safety screen flags the message.
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import type { AiServices } from '../ai/services.ts';
import type { Principal } from '../auth/principal.ts';
import type { Tenant } from '../db/tenant.ts';
import { notConfigured } from '../ai/not-configured.ts';
import { unprocessable } from '../errors.ts';
import { chatStore, type MessageRow } from '../chat/store.ts';
import { answerRisk } from '../chat/safety.ts';
import { answer } from '../chat/answer.ts';
import { groundTutor } from '../chat/tutor.ts';
import { embedderFor } from '../transcripts/embeddings.ts';
import { USAGE_TOOL } from '../chat/mounts.ts';
import { deltaPublisher, publishRoomEvent, type RoomEvent } from './events.ts';
import { roomPrompt } from './prompts.ts';
import { assertOpenFor, roomConversation, studentRoom, type StudentRoomRow } from './student.ts';

export const MAX_MESSAGE = 8000;

async function unitTitle(t: Tenant, room: StudentRoomRow) {
  if (room.kind !== 'quiz_me' || room.unit_id === null) return null;
  const r = await sql<{ title: string }>`SELECT title FROM ${t.table('content_elements')}
    WHERE id = ${room.unit_id}`.execute(t.db);
  return r.rows[0]?.title ?? null;
}

async function dropIfEmpty(t: Tenant, id: string) {
  await sql`DELETE FROM ${t.table('chat_conversations')} c WHERE c.id = ${id}
    AND NOT EXISTS (SELECT 1 FROM ${t.table('chat_messages')} m WHERE m.conversation_id = c.id)`.execute(t.db);
}

export function roomSender(app: App, ai: AiServices) {
  const db = app.database.db;
  return async function send(t: Tenant, p: Principal, id: number, raw: string, reply: FastifyReply) {
    const content = raw.trim();
    if (!content || content.length > MAX_MESSAGE)
      throw unprocessable(`A message has 1 to ${MAX_MESSAGE} characters`, 'validation_failed');
    const room = await studentRoom(t, p, id);
    assertOpenFor(room);
    const log = (err: unknown) => reply.log.warn({ err }, 'a room event was not published');
    const publish = (e: RoomEvent) => publishRoomEvent(db, t, room.id, e).catch(log);
    const party_id = p.partyId;
    const convId = await roomConversation(t, p, room);
    const conversation_id = Number(convId);
    const told = (m: MessageRow): RoomEvent => ({
      type: 'message',
      party_id,
      conversation_id,
      message_id: Number(m.id),
      role: m.role,
      content: m.content,
    });
    const provider = await ai.providers.resolve(p.tenantId);
    const sentiment = await answerRisk(app, ai, provider, t, p, convId, content, reply, async (f) => {
      await publish(told(f.asked));
      await publish({ type: 'alert', alert_id: f.alertId, party_id, category: f.category, excerpt: content });
      await publish(told(f.answer));
    });
    if (sentiment === 'answered') return;
    const ready = async () => {
      const { conv, history } = await chatStore(db, t, p, 'room').context(convId);
      const grounding =
        room.kind === 'tutor' && room.course_id !== null
          ? await groundTutor(db, t, p, room.course_id, {
              question: content,
              earlier: history.filter((m) => m.role === 'user' && m.risk === null).map((m) => m.content),
              embedder: embedderFor(app.config),
            })
          : undefined;
      if (!provider) throw notConfigured();
      const ticket = await ai.quotas.reserve(p, USAGE_TOOL.room, provider.model);
      return { conv, history, grounding, provider, ticket };
    };
    // a refusal here (no model, the quota) leaves no conversation the first message made
    const {
      conv,
      history,
      grounding,
      ticket,
      provider: model,
    } = await ready().catch(async (err: unknown) => {
      if (!room.conversation_id) await dropIfEmpty(t, convId);
      throw err;
    });
    const system = roomPrompt(room, await unitTitle(t, room));
    // the teacher sees the question at once; it is stored with its answer (nothing written before the first token)
    void publish({ type: 'message', party_id, conversation_id, message_id: null, role: 'user', content });
    const deltas = deltaPublisher((text) => publishRoomEvent(db, t, room.id, { type: 'delta', party_id, text }), log);
    const asked = { role: 'user', content, status: 'done', risk: null } as const;
    await answer(
      [db, ai, 'room'],
      reply,
      [t, p],
      { conv, history: [...history, asked], attachments: [] },
      model,
      ticket,
      {
        grounding,
        question: { role: 'user', content, sentiment },
        system,
        onDelta: deltas.push,
        onKept: async (rows) => {
          await deltas.flush();
          const answered = rows.find((m) => m.role === 'assistant');
          if (answered) await publish(told(answered));
        },
      },
    );
  };
}
