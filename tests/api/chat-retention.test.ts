// Chat retention (docs/ai-chat.md): an administrator sets how many days students' conversations
// are kept; the chat-retention job, run on the job engine, deletes only the students'
// conversations older than that, only in schools that set it, and keeps the alerts.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, TEACHER, STUDENT } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;

/** A conversation of `email` last written `daysAgo` days ago. */
async function conversation(schema: string, email: string, role: string, daysAgo: number) {
  const s = sql.id(schema);
  const res = await sql<{ id: string }>`
    INSERT INTO ${s}.chat_conversations (user_id, role_name, title, updated_at)
    SELECT user_id, ${role}, ${`${role} ${daysAgo}d`}, now() - make_interval(days => ${daysAgo})
    FROM platform.app_users WHERE email = ${email} RETURNING id`.execute(db());
  return res.rows[0].id;
}
const exists = async (schema: string, id: string) =>
  (await sql`SELECT 1 FROM ${sql.id(schema)}.chat_conversations WHERE id = ${id}`.execute(db())).rows.length === 1;

describe('chat retention', () => {
  it('is read by staff and set only by those who edit the school settings', async () => {
    expect((await t.call(ADMIN, 'GET', '/api/ai/chat/retention')).body).toEqual({ days: null });
    expect((await t.call(TEACHER, 'PUT', '/api/ai/chat/retention', { days: 30 })).status).toBe(403);
    expect((await t.call(ADMIN, 'PUT', '/api/ai/chat/retention', { days: 0 })).status).toBe(400);
    const put = await t.call(ADMIN, 'PUT', '/api/ai/chat/retention', { days: 30 });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ days: 30 });
    expect((await t.call(ADMIN, 'GET', '/api/ai/chat/retention')).body).toEqual({ days: 30 });
  });

  it("the job deletes students' conversations older than the setting, and nothing else", async () => {
    const old = await conversation('lms', STUDENT, 'student', 31);
    const recent = await conversation('lms', STUDENT, 'student', 29);
    const teachers = await conversation('lms', TEACHER, 'teacher', 400);
    // a school without a setting keeps everything
    const elsewhere = await conversation('riverside_lms', 'admin@riverside.test', 'student', 400);
    const s = sql.id('lms');
    await sql`INSERT INTO ${s}.chat_alerts (conversation_id, user_id, category, source, excerpt)
      SELECT id, user_id, 'bullying', 'lexicon', 'kept excerpt' FROM ${s}.chat_conversations WHERE id = ${old}`.execute(
      db(),
    );

    const jobId = await t.app.jobs.send('chat-retention', {});
    await expect
      .poll(async () => (await t.app.jobs.boss.getJobById('chat-retention', jobId!))?.state, { timeout: 20_000 })
      .toBe('completed');
    expect(await exists('lms', old)).toBe(false);
    expect(await exists('lms', recent)).toBe(true);
    expect(await exists('lms', teachers)).toBe(true);
    expect(await exists('riverside_lms', elsewhere)).toBe(true);
    const alert = await sql<{ conversation_id: string | null }>`
      SELECT conversation_id FROM ${s}.chat_alerts WHERE excerpt = 'kept excerpt'`.execute(db());
    expect(alert.rows).toEqual([{ conversation_id: null }]);
  });
});
