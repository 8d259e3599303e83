// GET /api/student-transactions/statement/:partyId?format=pdf|csv&from=&to=: a student's account
// statement (statement.ts) for a period. A student outside the caller's record scope
// (server/records/record-scope.ts) or another school's answers 404, like one that does not exist.
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { invalidField, notFound } from '../errors.ts';
import { recordVisible } from './record-scope.ts';
import { buildStatement, statementCsv } from './statement.ts';
import { statementPdf } from './statement-pdf.ts';

const DAY = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
const Params = Type.Object({ partyId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
const Query = Type.Object(
  {
    format: Type.Union([Type.Literal('pdf'), Type.Literal('csv')]),
    from: Type.Optional(Type.String({ pattern: DAY })),
    to: Type.Optional(Type.String({ pattern: DAY })),
  },
  { additionalProperties: false },
);

const isDay = (d: string) =>
  !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

export default async function statementRoutes(app: App) {
  app.get(
    '/api/student-transactions/statement/:partyId',
    {
      config: { access: 'student.transactions.read', uiPath: '/student-transactions', produces: 'application/pdf' },
      schema: { params: Params, querystring: Query },
    },
    async (req, reply) => {
      const p = req.principal!;
      const partyId = Number(req.params.partyId);
      const { format, from, to } = req.query;
      for (const [field, v] of [
        ['from', from],
        ['to', to],
      ] as const)
        if (v !== undefined && !isDay(v)) throw invalidField(field, 'Not a day (YYYY-MM-DD)');
      if (from && to && from > to) throw invalidField('to', 'The period ends before it starts');
      if (!(await recordVisible(app.database.db, req.tenant!, p, partyId))) throw notFound('No such student');
      const st = await buildStatement(app.database.db, req.tenant!, partyId, { from, to });
      const name = `statement-${st.student.replace(/[^A-Za-z0-9]+/g, '-')}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'csv') return reply.header('content-type', 'text/csv; charset=utf-8').send(statementCsv(st));
      return reply.header('content-type', 'application/pdf').send(await statementPdf(st));
    },
  );
}
