// The evaluation reports operators compare at /ai/eval-reports (docs/ai-tools.md):
//   GET    /api/ai/eval-reports[?latest=true | ?limit=&offset=]  newest run first, or each model's latest
//   POST   /api/ai/eval-reports   the body is a report.json (the page's upload, `npm run eval -- --publish`)
//   DELETE /api/ai/eval-reports/:id
// Operators only, like the other platform pages. The body is read as text here, so a file that is
// not JSON is refused like any other wrong file (422 invalid_eval_report), and one over the limit
// is refused (413) before it is read.
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { ApiError, notFound } from '../errors.ts';
import { EvalReportRow, EvalReportsReply, MAX_EVAL_REPORT_BYTES } from '../../src/shared/eval-report.ts';
import { readReport } from './check-report.ts';
import { addReport, countReports, deleteReport, latestPerModel, listReports } from './store.ts';

const UI_PATH = '/ai/eval-reports';
const READ = { access: 'tenant.read', uiPath: UI_PATH, operatorOnly: 'Only platform operators read AI evaluations' };
const WRITE = {
  access: 'app_provider.update',
  uiPath: UI_PATH,
  operatorOnly: 'Only platform operators add AI evaluations',
};

const Query = Type.Object(
  {
    latest: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
    limit: Type.Optional(Type.String({ pattern: '^(100|[1-9][0-9]?)$' })),
    offset: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
  },
  { additionalProperties: false },
);
const Params = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
const MB = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const tooLarge = (bytes: number) =>
  new ApiError(
    413,
    'payload_too_large',
    `A report may be ${MB(MAX_EVAL_REPORT_BYTES)} at most; this one is ${MB(bytes)}`,
  );

// mounted in a scope of its own (server/routes.gen.ts registers each feature's plugin apart)
export default async function aiEvalReportsRoutes(app: App) {
  const db = app.database.db;
  // in this plugin only: the body stays text until readReport has looked at it
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_EVAL_REPORT_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.get(
    '/api/ai/eval-reports',
    { config: READ, schema: { querystring: Query, response: replies({ 200: EvalReportsReply }) } },
    async (req) => {
      const { latest, limit = '50', offset = '0' } = req.query;
      const rows = latest === 'true' ? await latestPerModel(db) : await listReports(db, Number(limit), Number(offset));
      return { rows, total: await countReports(db) };
    },
  );

  app.post(
    '/api/ai/eval-reports',
    {
      config: WRITE,
      bodyLimit: MAX_EVAL_REPORT_BYTES,
      // the stated length is refused before any of the body is read
      preParsing: async (req) => {
        const stated = Number(req.headers['content-length']);
        if (stated > MAX_EVAL_REPORT_BYTES) throw tooLarge(stated);
      },
      schema: { body: Type.String(), response: replies({ 200: EvalReportRow, 201: EvalReportRow }) },
    },
    async (req, reply) => {
      const { row, created } = await addReport(db, req.principal!, readReport(req.body));
      return reply.status(created ? 201 : 200).send(row);
    },
  );

  app.delete(
    '/api/ai/eval-reports/:id',
    { config: WRITE, schema: { params: Params, response: replies({ 204: Type.Null() }) } },
    async (req, reply) => {
      if (!(await deleteReport(db, req.principal!, Number(req.params.id)))) throw notFound('No such evaluation report');
      return reply.status(204).send(null);
    },
  );
}
