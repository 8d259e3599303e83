// AI-drafted feedback (server/classroom/feedback-draft.ts) against the loopback model server: the
// draft streams as the tools' events; the model receives the work and the rubric, never the student's
// name, e-mail or ids; nothing becomes a grade; the quota is the tools'. Refusals and the model
// server's failures: classroom-feedback-draft-refusals.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MCQ_REQUEST, parseSse, textOf, useToolsApp } from './tools-support.ts';
import { DEFAULT_REPLY } from '../fixtures/openai-server.ts';
import { ADMIN, STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { useClassroom } from './classroom-setup.ts';

const t = useToolsApp();
const c = useClassroom(() => t);
beforeEach(() => t.model.reset());

const WORK = 'Photosynthesis turns light into sugar; the chloroplast is where it happens.';
const draft = async (id: number, studentId: number, email = TEACHER) =>
  t.app.inject({
    method: 'POST',
    url: `/api/assignments/${id}/submissions/${studentId}/feedback-draft`,
    headers: { authorization: `Bearer ${await t.token(email)}` },
  });

describe('POST /api/assignments/{id}/submissions/{studentId}/feedback-draft', () => {
  it('streams a draft on the work against the rubric, sends no identifiers, saves no grade', async () => {
    const id = await c.assignment('Plants essay');
    await sql`UPDATE lms.assignments SET description = 'Explain photosynthesis.' WHERE id = ${id}`.execute(
      t.app.database.db,
    );
    const rubric = await t.call(TEACHER, 'PUT', `/api/assignments/${id}/rubric`, {
      criteria: [
        { title: 'Accuracy', description: 'Facts right', levels: [{ title: 'Exact', description: '', points: 4 }] },
      ],
    });
    expect(rubric.status).toBe(200);
    expect((await t.call(STUDENT, 'POST', `/api/assignments/${id}/submissions`, { text: WORK })).status).toBe(201);

    const res = await draft(id, c.me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    expect(textOf(events)).toBe(DEFAULT_REPLY);
    expect(events.at(-1)!.event).toBe('done');

    expect(t.model.requests).toHaveLength(1);
    const sent = JSON.stringify(t.model.requests[0].body.messages);
    expect(sent).toContain(WORK);
    expect(sent).toContain('Accuracy');
    expect(sent).toContain('Exact (4 pts)');
    expect(sent).toContain('Explain photosynthesis.');
    const who = (
      await sql<{ first_name: string; last_name: string; email: string | null; user_id: string | null }>`
        SELECT first_name, last_name, email, user_id FROM lms.parties WHERE party_id = ${c.me}`.execute(
        t.app.database.db,
      )
    ).rows[0];
    for (const secret of [who.first_name, who.last_name, who.email, who.user_id, STUDENT].filter(Boolean))
      expect(sent).not.toContain(secret);
    expect(sent).not.toMatch(new RegExp(`\\b${c.me}\\b`));

    const grades = await sql`SELECT 1 FROM lms.grades WHERE assignment_id = ${id}`.execute(t.app.database.db);
    expect(grades.rows).toHaveLength(0);
  });

  it("counts against the teacher's tool quota (shared with the tools), usage recorded as feedback-draft", async () => {
    const id = await c.assignment('Quota');
    expect((await t.call(STUDENT, 'POST', `/api/assignments/${id}/submissions`, { text: WORK })).status).toBe(201);
    const admin = { authorization: `Bearer ${await t.token(ADMIN)}` };
    const limit = (payload: object | undefined) =>
      t.app.inject({
        method: payload ? 'PUT' : 'DELETE',
        url: '/api/ai-admin/rate-limits/teacher',
        headers: admin,
        payload,
      });
    expect((await limit({ requestsPerDay: 2, tokensPerDay: null })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/ai-admin/usage', headers: admin }); // writes the batched rows
    await sql`DELETE FROM platform.ai_usage`.execute(t.app.database.db);
    expect((await draft(id, c.me)).statusCode).toBe(200);
    const tool = await t.app.inject({
      method: 'POST',
      url: '/api/tools/question-generator/generate',
      headers: { authorization: `Bearer ${await t.token(TEACHER)}` },
      payload: MCQ_REQUEST,
    });
    expect(tool.statusCode).toBe(200);
    const refused = await draft(id, c.me);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'quota_exceeded', scope: 'user', limit: 2, used: 2 });
    expect(t.model.requests).toHaveLength(2);
    await t.app.inject({ method: 'GET', url: '/api/ai-admin/usage', headers: admin });
    const used = await sql<{ tool: string }>`SELECT tool_slug AS tool FROM platform.ai_usage ORDER BY id`.execute(
      t.app.database.db,
    );
    expect(used.rows.map((r) => r.tool)).toEqual(['feedback-draft', 'question-generator']);
    expect((await limit(undefined)).statusCode).toBe(204);
  });
});
