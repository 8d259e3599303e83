// The rubric routes of the classroom (rubric.ts, feedback.ts): the section's teachers replace an
// assignment's rubric by hand or import one from My collection; teachers and enrolled students read
// it; a student reads its own feedback (score, comment and chosen levels once released).
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { importRubric, replaceRubric, rubricFor } from './rubric.ts';
import { myFeedback } from './feedback.ts';

const Id = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
const Short = (max: number) => Type.String({ maxLength: max });
const Level = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    description: Short(2000),
    points: Type.Number({ minimum: 0 }),
  },
  { additionalProperties: false },
);
const Criterion = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 300 }),
    description: Short(2000),
    levels: Type.Array(Level, { minItems: 1, maxItems: 10 }),
  },
  { additionalProperties: false },
);
const Rubric = Type.Object({ criteria: Type.Array(Criterion, { maxItems: 30 }) }, { additionalProperties: false });
const Import = Type.Object({ saved_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
const Stored = Type.Object({ data: Type.Array(Type.Object({}, { additionalProperties: true })) });
const Feedback = Type.Object({ data: Type.Object({}, { additionalProperties: true }) });

export function rubricRoutes(app: App) {
  const db = app.database.db;
  const teacher = { access: 'assignment.update' };
  const signedIn = { access: 'authenticated' };
  app.get(
    '/api/assignments/:id/rubric',
    { config: signedIn, schema: { params: Id, response: replies({ 200: Stored }) } },
    async (req) => ({ data: await rubricFor(db, req.tenant!, req.principal!, +req.params.id) }),
  );
  app.put(
    '/api/assignments/:id/rubric',
    { config: teacher, schema: { params: Id, body: Rubric, response: replies({ 200: Stored }) } },
    async (req) => ({ data: await replaceRubric(db, req.tenant!, req.principal!, +req.params.id, req.body.criteria) }),
  );
  app.post(
    '/api/assignments/:id/rubric/import',
    { config: teacher, schema: { params: Id, body: Import, response: replies({ 200: Stored }) } },
    async (req) => ({ data: await importRubric(db, req.tenant!, req.principal!, +req.params.id, req.body.saved_id) }),
  );
  app.get(
    '/api/my/assignments/:id/feedback',
    { config: signedIn, schema: { params: Id, response: replies({ 200: Feedback }) } },
    async (req) => ({ data: await myFeedback(db, req.tenant!, req.principal!, +req.params.id) }),
  );
}
