// Chat insights (/insights/chat-insights, insights.read; docs/ai-chat.md): how the chat, the EI
// tutor, the open-model chat and the student rooms are used, by week, role and tool; students'
// questions by class and week; the words asked about most; and the tutor's questions its lessons did not cover.
import type { App } from '../schemas/app.ts';
import { sql } from 'kysely';
import { Type, type Static } from '@sinclair/typebox';
import { replies } from '../schemas/replies.ts';
import { WeeksQuery } from './insights-routes.ts';
import { CLASS_NAME, WEEK, classJoin, sinceWeeks } from './insight-sql.ts';

const access = { access: 'insights.read', uiPath: '/insights/chat-insights' };
const Int = Type.Integer();
const InsightsReply = Type.Object({
  usage: Type.Array(
    Type.Object({ week: Type.String(), role: Type.String(), tool: Type.String(), messages: Int, users: Int }),
  ),
  byClass: Type.Array(Type.Object({ week: Type.String(), section: Type.String(), messages: Int, students: Int })),
  topics: Type.Array(Type.Object({ word: Type.String(), count: Int })),
  unanswered: Type.Array(Type.Object({ question: Type.String(), course: Type.String(), askedAt: Type.String() })),
});
type Reply = Static<typeof InsightsReply>;

/** Most asked-about words shown. */
const TOPICS = 15;

export function chatInsightsRoutes(app: App) {
  const db = app.database.db;
  app.get(
    '/api/insights/chat',
    { config: access, schema: { querystring: WeeksQuery, response: replies({ 200: InsightsReply }) } },
    async (req): Promise<Reply> => {
      const s = req.tenant!.ident;
      const since = sinceWeeks(req.query.weeks ?? 12);
      const asked = sql`FROM ${s}.chat_messages m JOIN ${s}.chat_conversations c ON c.id = m.conversation_id`;
      const usage = await sql<Reply['usage'][number]>`
        SELECT ${WEEK} AS week, c.role_name AS role,
          CASE c.kind WHEN 'tutor' THEN 'ei-tutor' WHEN 'lama' THEN 'lama-chat' WHEN 'room' THEN 'room' ELSE 'chat' END AS tool,
          count(*)::int AS messages, count(DISTINCT c.user_id)::int AS users
        ${asked} WHERE m.role = 'user' AND ${since} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(db);
      const byClass = await sql<Reply['byClass'][number]>`
        SELECT ${WEEK} AS week, ${CLASS_NAME} AS section, count(*)::int AS messages,
          count(DISTINCT c.user_id)::int AS students
        ${asked} ${classJoin(s)}
        WHERE m.role = 'user' AND c.role_name = 'student' AND ${since} GROUP BY 1, 2 ORDER BY 1, 2`.execute(db);
      // Words of the questions, less the English stop words (to_tsvector drops those).
      const topics = await sql<Reply['topics'][number]>`
        SELECT w AS word, count(*)::int AS count
        ${asked} CROSS JOIN LATERAL regexp_split_to_table(lower(m.content), '[^[:alpha:]]+') AS w
        WHERE m.role = 'user' AND m.risk IS NULL AND ${since} AND length(w) > 2
          AND to_tsvector('english', w) <> ''::tsvector
        GROUP BY w ORDER BY 2 DESC, 1 LIMIT ${TOPICS}`.execute(db);
      // A tutor answer with no sources: the course's lessons did not cover the question before it.
      const unanswered = await sql<Reply['unanswered'][number]>`
        SELECT q.content AS question, co.course_title AS course, q.created_at AS "askedAt"
        ${asked} JOIN ${s}.courses co ON co.id = c.course_id
        JOIN LATERAL (SELECT content, created_at FROM ${s}.chat_messages q
          WHERE q.conversation_id = m.conversation_id AND q.id < m.id AND q.role = 'user'
          ORDER BY q.id DESC LIMIT 1) q ON TRUE
        WHERE c.kind = 'tutor' AND m.role = 'assistant' AND m.sources = '[]'::jsonb AND ${since}
        ORDER BY m.id DESC LIMIT 100`.execute(db);
      return { usage: usage.rows, byClass: byClass.rows, topics: topics.rows, unanswered: unanswered.rows };
    },
  );
}
