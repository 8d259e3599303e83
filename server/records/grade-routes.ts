// POST /api/student-transcripts/grade-levels/:gradeLevelId: queues the grade-level transcripts job
// (grade-transcripts-job.ts) for the caller's school. Only a caller whose record scope is the whole
// school (not a student, family or teacher: server/records/record-scope.ts) may; the run shows in /admin/batch-jobs.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import { forbidden, notFound } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { ownContext, studentRecordScope } from './record-scope.ts';
import { GRADE_TRANSCRIPTS_JOB, type GradeTranscriptsData } from './grade-transcripts-job.ts';

const Params = Type.Object({ gradeLevelId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
const Queued = Type.Object({ job_id: Type.String(), grade_level: Type.String(), students: Type.Integer() });

export default async function gradeTranscriptRoutes(app: App) {
  app.post(
    '/api/student-transcripts/grade-levels/:gradeLevelId',
    {
      config: { access: 'student.transcripts.read', uiPath: '/student-transcripts' },
      schema: { params: Params, response: replies({ 202: Queued }) },
    },
    async (req, reply) => {
      const p = req.principal!;
      if (studentRecordScope('x')(ownContext(p, req.tenant!)) !== null)
        throw forbidden("Only staff who see every student's record can issue a whole grade's transcripts");
      const id = Number(req.params.gradeLevelId);
      const s = req.tenant!.ident;
      const grade = (
        await sql<{ name: string; students: number }>`SELECT g.name,
            (SELECT count(*) FROM ${s}.parties x WHERE x.kind = 'student' AND x.grade_level_id = g.id)::int AS students
          FROM ${s}.grade_levels g WHERE g.id = ${id}`.execute(app.database.db)
      ).rows[0];
      if (!grade) throw notFound('No such grade level');
      const data: GradeTranscriptsData = { tenantId: p.tenantId, startedBy: p.userId, gradeLevelId: id };
      const jobId = await app.jobs.send(GRADE_TRANSCRIPTS_JOB, data);
      if (!jobId) throw new Error('The job engine did not accept the job');
      return reply.status(202).send({ job_id: jobId, grade_level: grade.name, students: grade.students });
    },
  );
}
