// Quiz export and import (quiz-qti.ts, quiz-moodle.ts, quiz-gift.ts): GET /api/quizzes/{id}/export
// (the quiz is its assignment's id) as a QTI 3.0 package, Moodle XML or GIFT; POST
// /api/assignments/{id}/quiz/import?format=qti|gift takes one file in the multipart field `files`
// and replaces the quiz's questions (its settings stay). Teachers of the section only.
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { ApiError, badRequest } from '../errors.ts';
import { contentDisposition } from '../files/download-headers.ts';
import { quizForTeacher, readQuiz, saveQuiz } from './quiz.ts';
import { taughtAssignment } from './teacher.ts';
import { fromGift, toGift } from './quiz-gift.ts';
import { toMoodleXml } from './quiz-moodle.ts';
import { fromQti, toQtiPackage } from './quiz-qti.ts';
import type { QuizQuestion } from './quiz-parse.ts';

const Id = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
const format = (...f: string[]) => Type.Object({ format: Type.Union(f.map((x) => Type.Literal(x))) });
const MAX_IMPORT = 5 * 1024 * 1024;

export function quizInteropRoutes(app: App) {
  const db = app.database.db;
  const teacher = { access: 'assignment.update' };
  app.get(
    '/api/quizzes/:id/export',
    {
      config: { ...teacher, produces: 'application/octet-stream' },
      schema: { params: Id, querystring: format('qti', 'moodle', 'gift') },
    },
    async (req, reply) => {
      const quiz = await quizForTeacher(db, req.tenant!, req.principal!, +req.params.id);
      const name = `quiz-${req.params.id}`;
      const [type, file, body] =
        req.query.format === 'qti'
          ? ['application/zip', `${name}-qti.zip`, Buffer.from(toQtiPackage(quiz.questions))]
          : req.query.format === 'moodle'
            ? ['application/xml', `${name}-moodle.xml`, toMoodleXml(quiz.questions, quiz.shuffle)]
            : ['text/plain; charset=utf-8', `${name}.gift.txt`, toGift(quiz.questions)];
      reply.header('content-type', type);
      reply.header('content-disposition', contentDisposition('attachment', file));
      return reply.send(body);
    },
  );
  app.post(
    '/api/assignments/:id/quiz/import',
    {
      config: teacher,
      schema: {
        params: Id,
        querystring: format('qti', 'gift'),
        response: replies({ 200: Type.Object({ data: Type.Unknown() }) }),
      },
    },
    async (req) => {
      const p = req.principal!;
      const id = +req.params.id;
      await taughtAssignment(db, req.tenant!, p, id);
      if (!req.isMultipart())
        throw badRequest('Send the file as multipart/form-data in the field "files"', 'not_multipart');
      const part = await req.file({ limits: { fileSize: MAX_IMPORT } });
      if (!part) throw badRequest('No file received in the field "files"', 'no_files');
      const bytes = await part.toBuffer();
      if (part.file.truncated)
        throw new ApiError(413, 'file_too_large', `An import may be at most ${MAX_IMPORT / 1048576} MB`);
      let questions: QuizQuestion[];
      try {
        questions = req.query.format === 'qti' ? fromQti(bytes) : fromGift(bytes.toString('utf8'));
      } catch {
        questions = [];
      }
      if (!questions.length)
        throw new ApiError(422, 'quiz_unreadable', `The file holds no ${req.query.format} questions`);
      const settings = (await readQuiz(db, req.tenant!, id)) ?? {
        shuffle: false,
        time_limit_minutes: null,
        max_attempts: 1,
      };
      const { shuffle, time_limit_minutes, max_attempts } = settings;
      return { data: await saveQuiz(db, req.tenant!, p, id, { shuffle, time_limit_minutes, max_attempts, questions }) };
    },
  );
}
