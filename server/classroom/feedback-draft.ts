// AI-drafted feedback for the grading view: POST /api/assignments/{id}/submissions/{studentId}/feedback-draft
// streams a draft comment on the student's latest text against the assignment's rubric, through the
// same provider, quotas and event stream as the teacher tools (server/tools/generate.ts). Only the
// work is sent: the assignment's title and instructions, the rubric and the text; never the student's
// name, e-mail or ids. Nothing is stored: the teacher edits or accepts it through the grade call.
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import type { Config } from '../config.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { aiServices } from '../ai/services.ts';
import type { ChatMessage } from '../ai/prompt.ts';
import { streamMetered } from '../ai/metered-stream.ts';
import { notConfigured } from '../ai/not-configured.ts';
import { Type } from '@sinclair/typebox';
import { ApiError, forbidden, notFound, unprocessable } from '../errors.ts';
import { readRubric, type StoredCriterion } from './rubric-store.ts';
import { taughtAssignment } from './teacher.ts';

/** usage rows and quotas count it under this name, beside the tools' slugs */
export const FEEDBACK_TOOL = 'feedback-draft';
const Num = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
const IdStudent = Type.Object({ id: Num, studentId: Num });

const SYSTEM =
  'You are a teaching assistant drafting written feedback for a teacher to review before the student sees it. ' +
  'Comment on the work against each rubric criterion: what is done well, what to improve, and a suggested ' +
  'level. Be specific, kind and brief. Address the student as "you"; do not guess a name.';

function rubricText(rubric: StoredCriterion[]): string {
  if (!rubric.length) return 'No rubric: comment on the work against the instructions.';
  return rubric
    .map(
      (c) =>
        `- ${c.title}${c.description ? `: ${c.description}` : ''}\n` +
        c.levels.map((l) => `  - ${l.title} (${l.points} pts)${l.description ? `: ${l.description}` : ''}`).join('\n'),
    )
    .join('\n');
}

/** The teacher's assignment (403 for a teacher of another section), the work's text (404 none). */
async function workToComment(db: Db, tenant: Tenant, p: Principal, id: number, studentId: number) {
  const t = tenant.ident;
  const a = (
    await sql<{ title: string; description: string }>`SELECT title, description FROM ${t}.assignments
      WHERE id = ${id}`.execute(db)
  ).rows[0];
  if (!a) throw notFound(`Assignment ${id} not found`);
  await taughtAssignment(db, tenant, p, id).catch((e: unknown) => {
    throw e instanceof ApiError && e.statusCode === 404
      ? forbidden('Only a teacher of the section may ask for a feedback draft')
      : e;
  });
  const v = (
    await sql<{ text: string | null }>`SELECT v.body_text AS text FROM ${t}.submissions s
      JOIN ${t}.submission_versions v ON v.submission_id = s.id
      WHERE s.assignment_id = ${id} AND s.student_party_id = ${studentId} ORDER BY v.version DESC LIMIT 1`.execute(db)
  ).rows[0];
  if (!v) throw notFound(`No submission from student ${studentId}`);
  if (!v.text?.trim()) throw unprocessable('This submission has no text to comment on (files or a quiz)', 'no_text');
  return { ...a, text: v.text, rubric: await readRubric(db, tenant, id) };
}

export function feedbackDraftRoutes(app: App, config: Config) {
  const db = app.database.db;
  const ai = aiServices(db, config);
  app.post(
    '/api/assignments/:id/submissions/:studentId/feedback-draft',
    { config: { access: 'grade.update', produces: 'text/event-stream' }, schema: { params: IdStudent } },
    async (req, reply) => {
      const p = req.principal!;
      const work = await workToComment(db, req.tenant!, p, +req.params.id, +req.params.studentId);
      const provider = await ai.providers.resolve(p.tenantId);
      if (!provider) throw notConfigured();
      const messages: ChatMessage[] = [
        { role: 'system', content: SYSTEM },
        {
          role: 'user',
          content:
            `Assignment: ${work.title}\n${work.description ? `Instructions: ${work.description}\n` : ''}\n` +
            `Rubric:\n${rubricText(work.rubric)}\n\nThe student's work:\n"""\n${work.text}\n"""`,
        },
      ];
      await streamMetered(ai, p, FEEDBACK_TOOL, provider, reply, messages);
    },
  );
}
