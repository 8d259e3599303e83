// The reads behind the classroom's student pages and course home (src/resources/classroom):
// GET /api/my/assignments/{id} (my-assignment.ts) and GET /api/course-home/{sectionId}
// (course-home.ts). Both take the request's tenant (req.tenant), never a schema from the request.
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { myAssignment } from './my-assignment.ts';
import { courseHome } from './course-home.ts';
import { MyAssignmentSchema } from '../../src/shared/my-assignment.ts';

const Num = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
const Answer = Type.Object({ data: Type.Object({}, { additionalProperties: true }) });

export function studentRoutes(app: App) {
  app.get(
    '/api/my/assignments/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        params: Type.Object({ id: Num }),
        response: replies({ 200: Type.Object({ data: MyAssignmentSchema }) }),
      },
    },
    async (req) => ({ data: await myAssignment(req.tenant!, req.principal!, +req.params.id) }),
  );
  app.get(
    '/api/course-home/:sectionId',
    {
      config: { access: 'my_class.subscriptions' },
      schema: { params: Type.Object({ sectionId: Num }), response: replies({ 200: Answer }) },
    },
    async (req) => ({ data: await courseHome(req.tenant!, req.principal!, +req.params.sectionId) }),
  );
}
