// The safety step of a student's message (docs/ai-chat.md): screened before the model sees it;
// a risky one is kept with its alert, answered with the safe answer and help resources (no model
// needed, no quota used), and the designated staff are told.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AiServices } from '../ai/services.ts';
import type { Principal } from '../auth/principal.ts';
import type { Tenant } from '../db/tenant.ts';
import type { ResolvedProvider } from '../ai/providers.ts';
import { streamFixedAnswer } from './fixed-answer.ts';
import { chatStore, type MessageRow } from './store.ts';
import { insertAlert, notifyAlert } from './alerts.ts';
import { HELP_RESOURCES, safeAnswer, screenMessage } from './screen.ts';

export const isStudent = (p: Principal) => p.currentRole === 'student';

/** 'answered' when the message was risky and has had its safe answer; else its sentiment (students) or null. */
export async function answerRisk(
  app: FastifyInstance,
  ai: AiServices,
  provider: ResolvedProvider | null,
  t: Tenant,
  p: Principal,
  conversationId: string,
  content: string,
  reply: FastifyReply,
  /** told of a risky message once it and its alert are kept (a room tells its teacher) */
  onFlagged?: (f: { category: string; asked: MessageRow; answer: MessageRow; alertId: number }) => Promise<void>,
): Promise<'answered' | number | null> {
  if (!isStudent(p)) return null;
  const verdict = await screenMessage(content, provider ? ai.providers.client(provider) : null);
  if (!verdict.risk) return verdict.sentiment;
  const category = verdict.risk;
  const text = safeAnswer(category);
  const db = app.database.db;
  const store = chatStore(db, t, p);
  const [asked, answer, alertId] = await db.transaction().execute(async (trx) => {
    const kept = await store.addAll(trx, conversationId, [
      { role: 'user', content, risk: category, sentiment: verdict.sentiment },
      { role: 'assistant', content: text, status: 'safety' },
    ]);
    const id = await insertAlert(trx, t, p, {
      conversationId,
      messageId: kept[0].id,
      category,
      source: verdict.source ?? 'lexicon',
      excerpt: content,
    });
    return [kept[0], kept[1], id] as const;
  });
  streamFixedAnswer(reply, text, ['safety', { category, resources: HELP_RESOURCES }]);
  await onFlagged?.({ category, asked, answer, alertId });
  await notifyAlert(app, p, category);
  return 'answered';
}
