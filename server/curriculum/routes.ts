// POST /api/curriculum/import {format: case|csv, content, dryRun?}: reads a CASE CFPackage (JSON
// object or text) or a standards CSV, checks it whole, and answers the counts; with dryRun nothing
// is written (the import screen's preview). A fault refuses the whole package (422 invalid_framework).
import type { App } from '../schemas/app.ts';
import { Type } from '@sinclair/typebox';
import { replies } from '../schemas/replies.ts';
import { readCasePackage } from './case-package.ts';
import { readStandardsCsv } from './csv-standards.ts';
import { refuse } from './framework.ts';
import { saveFrameworks, summarize } from './save-frameworks.ts';

const Body = Type.Object(
  {
    format: Type.Union([Type.Literal('case'), Type.Literal('csv')]),
    content: Type.Union([Type.String({ maxLength: 5_000_000 }), Type.Object({}, { additionalProperties: true })]),
    dryRun: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const Summary = Type.Object({
  data: Type.Object({
    dryRun: Type.Boolean(),
    standards: Type.Integer(),
    frameworks: Type.Array(
      Type.Object({
        identifier: Type.String(),
        title: Type.String(),
        standards: Type.Integer(),
        added: Type.Integer(),
        updated: Type.Integer(),
        unchanged: Type.Integer(),
      }),
    ),
  }),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw refuse(`The package is not JSON: ${(e as Error).message}`, {});
  }
}

export default async function curriculumRoutes(app: App) {
  app.post(
    '/api/curriculum/import',
    {
      config: { access: 'curriculum.update', uiPath: '/curriculum/curriculum-mapping' },
      bodyLimit: 6 * 1024 * 1024,
      schema: { body: Body, response: replies({ 200: Summary }) },
    },
    async (req) => {
      const { format, content, dryRun = false } = req.body;
      if (format === 'csv' && typeof content !== 'string') throw refuse('A CSV import sends its text', {});
      const list =
        format === 'csv'
          ? readStandardsCsv(content as string)
          : [readCasePackage(typeof content === 'string' ? parseJson(content) : content)];
      const db = app.database.db;
      const t = req.tenant!;
      const summary = dryRun ? await summarize(db, t, list) : await saveFrameworks(db, t, req.principal!, list);
      return { data: { dryRun, ...summary } };
    },
  );
}
