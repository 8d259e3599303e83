// Transcripts (docs/records.md): GET /api/student-transcripts/:partyId answers a student's transcript
// as JSON, POST …/:partyId/pdf issues the official PDF (recording its verification code), and the
// public GET /api/public/transcripts/:code checks a code printed on a PDF. A student outside the
// caller's record scope (server/records/record-scope.ts) or another school's answers 404, like one
// that does not exist.
import type { FastifyRequest } from 'fastify';
import type { App } from '../schemas/app.ts';
import { Type } from '@sinclair/typebox';
import type { Config } from '../config.ts';
import { notFound } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { recordVisible } from './record-scope.ts';
import { buildTranscript } from './transcript.ts';
import { transcriptPdf } from './transcript-pdf.ts';
import { CODE_PATTERN, recordIssue, verifyCode } from './issue.ts';
import gradeTranscriptRoutes from './grade-routes.ts';
import statementRoutes from './statement-routes.ts';

export const TRANSCRIPTS_PAGE = '/student-transcripts';
const access = { access: 'student.transcripts.read', uiPath: TRANSCRIPTS_PAGE };
const PartyParams = Type.Object({ partyId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
const CodeParams = Type.Object({ code: Type.String({ maxLength: 40 }) });

const Num = Type.Union([Type.Number(), Type.Null()]);
const Gpa = Type.Object({ unweighted: Num, weighted: Num, attempted: Type.Number(), earned: Type.Number() });
const Course = Type.Object({
  section_id: Type.Integer(),
  course_code: Type.String(),
  course_title: Type.String(),
  credits: Type.Number(),
  level: Type.String(),
  percent: Num,
  letter: Type.Union([Type.String(), Type.Null()]),
  points: Num,
});
const TranscriptReply = Type.Object({
  data: Type.Object({
    student: Type.Object({
      party_id: Type.Integer(),
      name: Type.String(),
      grade_level: Type.Union([Type.String(), Type.Null()]),
    }),
    school: Type.Object({ name: Type.String(), address: Type.String() }),
    scale: Type.Array(Type.Object({ letter: Type.String(), min: Type.Number(), points: Type.Number() })),
    terms: Type.Array(Type.Object({ term: Type.String(), courses: Type.Array(Course), gpa: Gpa, cumulative: Gpa })),
    cumulative: Gpa,
  }),
});
const VerifyReply = Type.Object({
  data: Type.Object({
    genuine: Type.Literal(true),
    school: Type.String(),
    issued_at: Type.String(),
    gpa_unweighted: Num,
    gpa_weighted: Num,
    credits: Type.Number(),
    digest: Type.String(),
  }),
});

const NO_STUDENT = 'No such student';

export default async function recordRoutes(app: App, opts: { config: Config }) {
  const db = app.database.db;
  const code = new RegExp(CODE_PATTERN);
  await app.register(gradeTranscriptRoutes);
  await app.register(statementRoutes);

  async function transcriptFor(req: FastifyRequest, partyId: number) {
    if (!(await recordVisible(db, req.tenant!, req.principal!, partyId))) throw notFound(NO_STUDENT);
    const t = await buildTranscript(db, req.tenant!, partyId);
    if (!t) throw notFound(NO_STUDENT);
    return t;
  }

  app.get(
    '/api/student-transcripts/:partyId',
    { config: access, schema: { params: PartyParams, response: replies({ 200: TranscriptReply }) } },
    async (req) => ({ data: await transcriptFor(req, Number(req.params.partyId)) }),
  );

  app.post(
    '/api/student-transcripts/:partyId/pdf',
    { config: { ...access, produces: 'application/pdf' }, schema: { params: PartyParams } },
    async (req, reply) => {
      const p = req.principal!;
      const t = await transcriptFor(req, Number(req.params.partyId));
      const issued = await recordIssue(db, p.tenantId, t, p.userId);
      const url = `${opts.config.publicUrl}/verify-transcript/${issued.code}`;
      const pdf = await transcriptPdf(t, { ...issued, url });
      const name = `transcript-${t.student.name.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-verification-code', issued.code)
        .send(pdf);
    },
  );

  app.get(
    '/api/public/transcripts/:code',
    { config: { access: 'public' }, schema: { params: CodeParams, response: replies({ 200: VerifyReply }) } },
    async (req) => {
      const c = req.params.code.trim().toUpperCase();
      const found = code.test(c) ? await verifyCode(db, c) : null;
      if (!found) throw notFound('No transcript was issued with this code: it is not genuine');
      return { data: { genuine: true as const, ...found } };
    },
  );
}
