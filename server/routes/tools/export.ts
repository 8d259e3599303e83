// POST /api/tools/export: a tool's Markdown output as a real .docx or PDF file. The writers are
// loaded on first use (pdfkit and docx take a while to load, and most requests never need them).
import type { FastifyInstance } from 'fastify';

const TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;

interface Body {
  format: keyof typeof TYPES;
  title: string;
  markdown: string;
}

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

export function exportRoutes(app: FastifyInstance) {
  app.post<{ Body: Body }>(
    '/api/tools/export',
    {
      config: { access: 'teacher_tools.read' },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['format', 'title', 'markdown'],
          properties: {
            format: { type: 'string', enum: Object.keys(TYPES) },
            title: { type: 'string', minLength: 1, maxLength: 200 },
            markdown: { type: 'string', minLength: 1, maxLength: 400_000 },
          },
        },
      },
    },
    async (req, reply) => {
      const { format, title, markdown } = req.body;
      const bytes =
        format === 'docx'
          ? await (await import('../../ai/export-docx.ts')).markdownToDocx(markdown, title)
          : await (await import('../../ai/export-pdf.ts')).markdownToPdf(markdown, title);
      const name = `${fileBaseName(title)}.${format}`;
      reply.header('content-type', TYPES[format]);
      reply.header('content-disposition', `attachment; filename="${name}"`);
      reply.header('cache-control', 'no-store');
      return reply.send(bytes);
    },
  );
}
