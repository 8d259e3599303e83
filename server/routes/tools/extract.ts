// POST /api/tools/extract-text: one uploaded file (multipart field `file`: .txt, .docx, .pdf) in,
// its text out, for tools that work from a text. The file is read in memory and not kept.
import type { App } from '../../schemas/app.ts';
import { replies } from '../../schemas/replies.ts';
import { ExtractReply } from './schemas.ts';
import multipart from '@fastify/multipart';
import { badRequest } from '../../errors.ts';
import { EXTRACT_MAX_BYTES, extractUploadedText, tidyText } from '../../ai/extract-text.ts';
import { SOURCE_TEXT_MAX } from '../../../src/shared/tools/field-types.ts';

export async function extractRoutes(app: App) {
  // Encapsulated here; another feature may register multipart in its own scope.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { files: 1, fileSize: EXTRACT_MAX_BYTES, fields: 5, parts: 6 } });
  }
  const opts = { config: { access: 'teacher_tools.read' }, schema: { response: replies({ 200: ExtractReply }) } };
  app.post('/api/tools/extract-text', opts, async (req) => {
    if (!req.isMultipart())
      throw badRequest('Send the file as multipart/form-data in the field "file"', 'not_multipart');
    const part = await req.file();
    if (!part) throw badRequest('No file received; send it in the multipart field "file"', 'no_file');
    const buf = await part.toBuffer().catch(() => {
      throw badRequest(`The file is larger than ${EXTRACT_MAX_BYTES / 1024 / 1024} MB`, 'file_too_large');
    });
    const text = tidyText(await extractUploadedText(part.filename ?? '', buf));
    if (!text) throw badRequest('No text found in that file (a scanned PDF has none)', 'no_text');
    const truncated = text.length > SOURCE_TEXT_MAX;
    return {
      name: part.filename ?? '',
      text: truncated ? text.slice(0, SOURCE_TEXT_MAX) : text,
      chars: text.length,
      truncated,
    };
  });
}
