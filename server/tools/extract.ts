// POST /api/tools/extract-text: one uploaded file (multipart field `file`: .txt, .docx, .pdf) in,
// its text out, for tools that work from a text. The file is read in memory and not kept.
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { ExtractReply } from './schemas.ts';
import multipart from '@fastify/multipart';
import { EXTRACT_MAX_BYTES, extractRequestFile } from '../ai/extract-text.ts';
import { SOURCE_TEXT_MAX } from '../../src/shared/tools/field-types.ts';

export async function extractRoutes(app: App) {
  // Encapsulated here; another feature may register multipart in its own scope.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { files: 1, fileSize: EXTRACT_MAX_BYTES, fields: 5, parts: 6 } });
  }
  const opts = { config: { access: 'teacher_tools.read' }, schema: { response: replies({ 200: ExtractReply }) } };
  app.post('/api/tools/extract-text', opts, async (req) => {
    const { name, text } = await extractRequestFile(req);
    const truncated = text.length > SOURCE_TEXT_MAX;
    return {
      name,
      text: truncated ? text.slice(0, SOURCE_TEXT_MAX) : text,
      chars: text.length,
      truncated,
    };
  });
}
