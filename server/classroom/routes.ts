// The classroom's routes (docs/classroom.md; CONTRACTS.md section 14). Students: GET
// /api/my/assignments, POST /api/assignments/{id}/submissions (JSON {text}), PUT
// /api/assignments/{id}/draft. Teachers (grade.update / assignment.update, and the section's own
// teacher or an administrator, teacher.ts): the submissions list, grading, return, release,
// submission settings and extended due times. The school is always the token's.
import type { App } from '../schemas/app.ts';
import { Type } from '@sinclair/typebox';
import { replies } from '../schemas/replies.ts';
import { ApiError } from '../errors.ts';
import { contentDisposition } from '../files/download-headers.ts';
import { fileHandIns } from './hand-in-files.ts';
import { myAssignments } from './my-assignments.ts';
import { rubricRoutes } from './rubric-routes.ts';
import { quizRoutes } from './quiz-routes.ts';
import { quizInteropRoutes } from './quiz-interop.ts';
import { calendarRoutes } from './calendar-routes.ts';
import { studentRoutes } from './student-routes.ts';
import { feedbackDraftRoutes } from './feedback-draft.ts';
import { tellStudents } from './notify.ts';
import type { Config } from '../config.ts';
import { saveDraft, submit } from './submit.ts';
import { grade, listSubmissions, releaseAll, returnOne, setExtension, setSettings } from './teacher.ts';

export const MAX_TEXT = 100_000;
// path ids arrive as text: a positive integer that fits in PostgreSQL's integer
const Num = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
const Id = Type.Object({ id: Num });
const IdStudent = Type.Object({ id: Num, studentId: Num });
const FileParams = Type.Object({ id: Num, studentId: Num, version: Num, n: Num });
const Ok = Type.Object({ ok: Type.Boolean() });
const Text = Type.Object({ text: Type.String({ maxLength: MAX_TEXT }) }, { additionalProperties: false });
const Submitted = Type.Object({
  data: Type.Object({
    id: Type.Integer(),
    version: Type.Integer(),
    status: Type.String(),
    submitted_at: Type.String(),
    late: Type.Boolean(),
  }),
});
const Mine = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      section_id: Type.Integer(),
      due_at: Type.Union([Type.String(), Type.Null()]),
      status: Type.String(),
      score: Type.Optional(Type.Number()),
      released: Type.Boolean(),
      attachments: Type.Integer({ description: 'files the teacher attached' }),
    }),
  ),
});
const SubmissionRow = Type.Object({}, { additionalProperties: true });
const Grade = Type.Object(
  {
    score: Type.Optional(Type.Number({ minimum: 0 })),
    comment: Type.Optional(Type.String({ maxLength: 10_000 })),
    // the levels chosen; the score is their sum unless `score` is given
    rubric: Type.Optional(
      Type.Array(
        Type.Object(
          {
            criterion_id: Type.Integer(),
            level_id: Type.Integer(),
            comment: Type.Optional(Type.String({ maxLength: 5000 })),
          },
          { additionalProperties: false },
        ),
        { maxItems: 30 },
      ),
    ),
  },
  { additionalProperties: false },
);
const Settings = Type.Object(
  {
    submission_kind: Type.Union([
      Type.Literal('none'),
      Type.Literal('text'),
      Type.Literal('files'),
      Type.Literal('quiz'),
    ]),
    accepted_types: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 50 }),
    close_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    allow_resubmit: Type.Boolean(),
  },
  { additionalProperties: false },
);
const Extension = Type.Object({ due_at: Type.String({ format: 'date-time' }) }, { additionalProperties: false });

export default async function classroomRoutes(app: App, opts: { config: Config }) {
  const db = app.database.db;
  const student = { access: 'authenticated' };
  const teacher = { access: 'grade.update' };
  app.get('/api/my/assignments', { config: student, schema: { response: replies({ 200: Mine }) } }, async (req) => ({
    data: await myAssignments(db, req.tenant!, req.principal!),
  }));
  rubricRoutes(app);
  quizRoutes(app);
  quizInteropRoutes(app);
  calendarRoutes(app);
  studentRoutes(app);
  feedbackDraftRoutes(app, opts.config);
  const files = await fileHandIns(app);
  app.post(
    '/api/assignments/:id/submissions',
    {
      config: student,
      // JSON {text} is validated here; multipart field `files` by the file service (hand-in-files.ts)
      schema: {
        params: Id,
        body: { content: { 'application/json': { schema: Text } } },
        response: replies({ 201: Submitted }),
      },
    },
    async (req, reply) => {
      const id = +req.params.id;
      if (req.isMultipart()) return reply.code(201).send({ data: await files.handIn(req, id) });
      if (!req.body || typeof req.body !== 'object')
        throw new ApiError(415, 'unsupported_media_type', 'Send JSON {text} or multipart/form-data field "files"');
      return reply
        .code(201)
        .send({ data: await submit(db, req.tenant!, req.principal!, id, req.body as { text: string }) });
    },
  );
  app.get(
    '/api/assignments/:id/submissions/:studentId/versions/:version/files/:n',
    { config: { ...student, produces: 'application/octet-stream' }, schema: { params: FileParams } },
    async (req, reply) => {
      const q = req.params;
      const { file, body } = await files.download(req.tenant!, req.principal!, +q.id, +q.studentId, +q.version, +q.n);
      reply.header('content-type', file.type);
      reply.header('content-disposition', contentDisposition('attachment', file.name));
      return reply.send(body);
    },
  );
  app.put(
    '/api/assignments/:id/draft',
    {
      config: student,
      schema: {
        params: Id,
        body: Text,
        response: replies({ 200: Type.Object({ data: Type.Object({ status: Type.String() }) }) }),
      },
    },
    async (req) => ({ data: await saveDraft(db, req.tenant!, req.principal!, +req.params.id, req.body.text) }),
  );
  app.get(
    '/api/assignments/:id/submissions',
    {
      config: teacher,
      schema: { params: Id, response: replies({ 200: Type.Object({ data: Type.Array(SubmissionRow) }) }) },
    },
    async (req) => ({ data: await listSubmissions(db, req.tenant!, req.principal!, +req.params.id) }),
  );
  app.put(
    '/api/assignments/:id/submissions/:studentId/grade',
    {
      config: teacher,
      schema: {
        params: IdStudent,
        body: Grade,
        response: replies({ 200: Type.Object({ ok: Type.Boolean(), score: Type.Number() }) }),
      },
    },
    async (req) => ({
      ok: true,
      score: await grade(db, req.tenant!, req.principal!, +req.params.id, +req.params.studentId, req.body, app.jobs),
    }),
  );
  app.post(
    '/api/assignments/:id/submissions/:studentId/return',
    { config: teacher, schema: { params: IdStudent, response: replies({ 200: Ok }) } },
    async (req) => {
      const tell = await returnOne(db, req.tenant!, req.principal!, +req.params.id, +req.params.studentId);
      const to = tell ? [+req.params.studentId] : [];
      await tellStudents(app, req.tenant!, req.principal!, 'work_returned', +req.params.id, to);
      return { ok: true };
    },
  );
  app.post(
    '/api/assignments/:id/release',
    { config: teacher, schema: { params: Id, response: replies({ 200: Type.Object({ released: Type.Integer() }) }) } },
    async (req) => {
      const r = await releaseAll(db, req.tenant!, req.principal!, +req.params.id);
      await tellStudents(app, req.tenant!, req.principal!, 'grade_released', +req.params.id, r.tell);
      return { released: r.released };
    },
  );
  app.put(
    '/api/assignments/:id/submission-settings',
    { config: { access: 'assignment.update' }, schema: { params: Id, body: Settings, response: replies({ 200: Ok }) } },
    async (req) => {
      await setSettings(db, req.tenant!, req.principal!, +req.params.id, req.body);
      return { ok: true };
    },
  );
  app.put(
    '/api/assignments/:id/extensions/:studentId',
    {
      config: { access: 'assignment.update' },
      schema: { params: IdStudent, body: Extension, response: replies({ 200: Ok }) },
    },
    async (req) => {
      await setExtension(db, req.tenant!, req.principal!, +req.params.id, +req.params.studentId, req.body.due_at);
      return { ok: true };
    },
  );
}
