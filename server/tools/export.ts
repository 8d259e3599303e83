// POST /api/tools/export: a tool's Markdown output as a real .docx or PDF file. The writers are
// loaded on first use (pdfkit and docx take a while to load, and most requests never need them).
import type { App } from '../schemas/app.ts';
import { ExportBody } from './schemas.ts';

const TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;

export function fileBaseName(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase()
      .slice(0, 80) || 'output'
  );
}

export function exportRoutes(app: App) {
  app.post(
    '/api/tools/export',
    {
      // the answer is the file itself
      config: { access: 'teacher_tools.read', produces: 'application/octet-stream' },
      schema: { body: ExportBody },
    },
    async (req, reply) => {
      const { format, title, markdown } = req.body;
      const bytes =
        format === 'docx'
          ? await (await import('../ai/export-docx.ts')).markdownToDocx(markdown, title)
          : await (await import('../ai/export-pdf.ts')).markdownToPdf(markdown, title);
      const name = `${fileBaseName(title)}.${format}`;
      reply.header('content-type', TYPES[format]);
      reply.header('content-disposition', `attachment; filename="${name}"`);
      reply.header('cache-control', 'no-store');
      return reply.send(bytes);
    },
  );
}
