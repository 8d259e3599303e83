// Demo rows of the AI chat (docs/ai-chat.md): a few weeks of the demo student's chat questions,
// with their sentiment, so /insights/mood-scanner and /ai/chat-log show real trends. No alerts:
// those are raised only by real messages. Skipped when the student already has conversations.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { demoTenant } from './seed-once.ts';
import { sentimentOf } from '../chat/screen.ts';

const TURNS: [weeksAgo: number, question: string, answer: string][] = [
  [3, 'Can you explain photosynthesis simply? I love this topic!', 'Plants use sunlight, water and air to make food.'],
  [2, 'I am worried about the maths test, fractions are confusing.', 'Let us practise: what is 1/2 + 1/4?'],
  [1, 'I feel tired and stressed about all the homework this week.', 'That sounds hard. Which task is due first?'],
  [0, 'Thanks, that was really helpful and I feel better about the essay.', 'Great! Start with your outline.'],
];

export async function seedChat(db: Db) {
  const s = (await demoTenant(db, 'lms')).ident;
  const who = (
    await sql<{ user_id: string; party_id: number | null }>`
      SELECT user_id, party_id FROM platform.app_users WHERE email = 'student@demo-academy.test'`.execute(db)
  ).rows[0];
  if (!who) return;
  const has = await sql<{ found: number }>`
    SELECT 1 AS found FROM ${s}.chat_conversations WHERE user_id = ${who.user_id} LIMIT 1`.execute(db);
  if (has.rows.length) return;
  const conv = (
    await sql<{ id: string }>`
      INSERT INTO ${s}.chat_conversations (user_id, party_id, role_name, title, template_name, created_at, updated_at)
      VALUES (${who.user_id}, ${who.party_id}, 'student', 'Homework help', 'chat/General assistant',
        now() - interval '3 weeks', now()) RETURNING id`.execute(db)
  ).rows[0];
  for (const [weeks, q, a] of TURNS) {
    const at = sql`now() - make_interval(weeks => ${weeks})`;
    await sql`INSERT INTO ${s}.chat_messages (conversation_id, role, content, sentiment, created_at) VALUES
      (${conv.id}, 'user', ${q}, ${sentimentOf(q)}, ${at}),
      (${conv.id}, 'assistant', ${a}, NULL, ${at} + interval '5 seconds')`.execute(db);
  }
}
