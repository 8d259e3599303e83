// The teacher's classroom screens' reads (views.ts): GET /api/assignments/{id}/hand-in (settings and
// every enrolled student's state) and GET /api/assignments/{id}/work/{studentId} (one student's
// versions, grade and chosen rubric levels) and GET /api/teaching/due-dates (due-dates.ts). The school is the
// token's (req.tenant).
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { handInView, studentWork } from './views.ts';
import { teacherDueDates } from './due-dates.ts';

const Num = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
const Open = Type.Object({ data: Type.Object({}, { additionalProperties: true }) });
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
const Span = Type.Object({ from: Day, to: Day }, { additionalProperties: false });

export default async function classroomTeachingRoutes(app: App) {
  const db = app.database.db;
  app.get(
    '/api/assignments/:id/hand-in',
    {
      config: { access: 'grade.update' },
      schema: { params: Type.Object({ id: Num }), response: replies({ 200: Open }) },
    },
    async (req) => ({ data: await handInView(db, req.tenant!, req.principal!, +req.params.id) }),
  );
  app.get(
    '/api/assignments/:id/work/:studentId',
    {
      config: { access: 'grade.update' },
      schema: { params: Type.Object({ id: Num, studentId: Num }), response: replies({ 200: Open }) },
    },
    async (req) => ({
      data: await studentWork(db, req.tenant!, req.principal!, +req.params.id, +req.params.studentId),
    }),
  );
  app.get(
    '/api/teaching/due-dates',
    {
      config: { access: 'grade.update' },
      schema: {
        querystring: Span,
        response: replies({ 200: Type.Object({ data: Type.Array(Type.Object({}, { additionalProperties: true })) }) }),
      },
    },
    async (req) => ({ data: await teacherDueDates(db, req.tenant!, req.principal!, req.query.from, req.query.to) }),
  );
}
