// /ei/lesson-transcripts: POST /api/lesson-transcripts (multipart: file, title, content_element_id)
// stores a transcript and its chunks; GET /api/lesson-transcripts/search?q=&course_id= finds
// phrases with their time in the lesson. The list is the query lesson_transcripts/lesson_transcripts.
import type { App } from '../schemas/app.ts';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { badRequest, invalidField } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { readTranscript } from './ingest.ts';
import { saveTranscript } from './store.ts';
import { queueLessonEmbeddings } from './embedding-job.ts';
import { searchTranscripts } from './search.ts';
import transcriptEditRoutes from './edit-routes.ts';
import { TRANSCRIPTS_PATH } from './ui-path.ts';

const MAX_BYTES = 15 * 1024 * 1024;

const Saved = Type.Object({
  data: Type.Object({ id: Type.Integer(), title: Type.String(), source_format: Type.String(), chunks: Type.Integer() }),
});
const SearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 500 }),
  course_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});
const Hit = Type.Object({
  transcriptId: Type.Integer(),
  title: Type.String(),
  contentElementId: Type.Union([Type.Integer(), Type.Null()]),
  elementTitle: Type.Union([Type.String(), Type.Null()]),
  courseId: Type.Union([Type.Integer(), Type.Null()]),
  startMs: Type.Union([Type.Integer(), Type.Null()]),
  endMs: Type.Union([Type.Integer(), Type.Null()]),
  snippet: Type.String(),
  rank: Type.Number(),
});

async function readUpload(req: import('fastify').FastifyRequest) {
  if (!req.isMultipart()) throw badRequest('Send the transcript as multipart/form-data', 'not_multipart');
  const fields: Record<string, string> = {};
  let file: { name: string; buf: Buffer } | undefined;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const buf = await part.toBuffer().catch(() => {
        throw badRequest(`The file is larger than ${MAX_BYTES / 1024 / 1024} MB`, 'file_too_large');
      });
      file = { name: part.filename ?? '', buf };
    } else fields[part.fieldname] = String(part.value ?? '');
  }
  if (!file || !file.buf.length) throw badRequest('No file received; send it in the multipart field "file"', 'no_file');
  const title = (fields.title ?? '').trim() || file.name.replace(/\.[^.]+$/, '');
  if (!title || title.length > 200) throw invalidField('title', 'Title must be 1 to 200 characters');
  const el = fields.content_element_id ?? '';
  if (el && !/^[1-9][0-9]{0,8}$/.test(el)) throw invalidField('content_element_id', 'Not a content element id');
  return { file, title, contentElementId: el ? Number(el) : null };
}

async function transcriptRoutes(app: App) {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { files: 1, fileSize: MAX_BYTES, fields: 5, parts: 6 } });
  }
  const db = app.database.db;
  app.post(
    '/api/lesson-transcripts',
    {
      config: { access: 'lesson_transcript.update', uiPath: TRANSCRIPTS_PATH },
      schema: { response: replies({ 201: Saved }) },
    },
    async (req, reply) => {
      const p = req.principal!;
      const up = await readUpload(req);
      const { format, chunks } = await readTranscript(up.file.name, up.file.buf);
      const id = await saveTranscript(db, req.tenant!, {
        title: up.title,
        contentElementId: up.contentElementId,
        format,
        fileName: up.file.name.slice(0, 255),
        chunks,
        createdBy: p.userId,
      });
      await queueLessonEmbeddings(app.jobs.send, app.config, req.tenant!.schema, up.contentElementId);
      return reply.code(201).send({ data: { id, title: up.title, source_format: format, chunks: chunks.length } });
    },
  );
  app.get(
    '/api/lesson-transcripts/search',
    {
      config: { access: 'lesson_transcript.read', uiPath: TRANSCRIPTS_PATH },
      schema: { querystring: SearchQuery, response: replies({ 200: Type.Object({ data: Type.Array(Hit) }) }) },
    },
    async (req) => ({
      data: await searchTranscripts(db, req.tenant!, req.query.q, { courseId: req.query.course_id }),
    }),
  );
}

/** The feature's plugin (mounted by server/routes.gen.ts): its routes and, beside them, transcriptEditRoutes. */
export default async function transcriptsApi(app: App) {
  await app.register(transcriptRoutes);
  await app.register(transcriptEditRoutes);
}
