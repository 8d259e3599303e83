// POST /api/rostering/oneroster (user.create): multipart field `file`, a OneRoster 1.2 zip (or a
// plain students.csv, students-csv.ts),
// streamed to a temporary file and imported (import.ts); `?dryRun=true` writes nothing and answers
// the counts and errors; otherwise any error answers 422 with them and nothing is written.
// `?accounts=none|students|everyone` gives the imported people sign-in accounts after commit
// (accounts.ts; a dry run counts them under "sign-in accounts").
// GET /api/rostering/oneroster (user.create) answers the school's roster as such a zip.
// The school is always the caller's, from the verified token.
import type { App } from '../schemas/app.ts';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { holds } from '../listmodel/column-access.ts';
import { ApiError, badRequest } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { exportOneRoster } from './export.ts';
import { importOneRoster, importStudentsCsv } from './import.ts';
import { ACCOUNT_CHOICES, createImportAccounts } from './accounts.ts';
import { writeServices } from '../resources/services.ts';
import { Counts, RosterErr } from './answer-schemas.ts';

export const ROSTER_PATH = '/rostering';
const MAX_UPLOAD = 200 * 1024 * 1024;

const SkippedFile = Type.Object({ file: Type.String(), message: Type.String() });
const Accounts = Type.Object({
  created: Type.Integer(),
  notCreated: Type.Array(Type.Object({ sourcedId: Type.String(), name: Type.String(), message: Type.String() })),
});
const Result = Type.Object({
  dryRun: Type.Boolean(),
  counts: Counts,
  errors: Type.Array(RosterErr),
  /** files of the OneRoster 1.2 binding in the zip that the school does not keep */
  skipped: Type.Optional(Type.Array(SkippedFile)),
  accounts: Type.Optional(Accounts),
});
const Refused = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String() }),
  dryRun: Type.Boolean(),
  counts: Counts,
  errors: Type.Array(RosterErr),
  skipped: Type.Optional(Type.Array(SkippedFile)),
});
const Query = Type.Object({
  dryRun: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  /** who gets a sign-in account (accounts.ts) */
  accounts: Type.Optional(Type.Union(ACCOUNT_CHOICES.map((c) => Type.Literal(c)))),
});

/** The upload streamed to a temporary file (never held whole in memory); a .csv is a students.csv. */
async function receive(req: FastifyRequest, dir: string): Promise<{ file: string; csv: boolean }> {
  if (!req.isMultipart()) throw badRequest('Send the roster as multipart/form-data', 'not_multipart');
  for await (const part of req.parts()) {
    if (part.type !== 'file' || part.fieldname !== 'file') {
      if (part.type === 'file') part.file.resume();
      continue;
    }
    const csv = /\.csv$/i.test(part.filename ?? '') || part.mimetype === 'text/csv';
    const target = path.join(dir, csv ? 'upload.csv' : 'upload.zip');
    await pipeline(part.file, createWriteStream(target));
    if (part.file.truncated) throw new ApiError(413, 'file_too_large', 'The roster file is larger than 200 MB');
    return { file: target, csv };
  }
  throw badRequest('No file received; send the zip in the multipart field "file"', 'no_file');
}

export default async function rosterRoutes(app: App) {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD, fields: 5, parts: 6 } });
  }
  const db = app.database.db;
  const services = writeServices(app);
  app.post(
    '/api/rostering/oneroster',
    {
      config: { access: 'user.create', uiPath: ROSTER_PATH },
      schema: { querystring: Query, response: replies({ 200: Result, 413: Refused, 422: Refused }) },
    },
    async (req, reply) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'roster-upload-'));
      try {
        const upload = await receive(req, dir);
        const choice = req.query.accounts ?? 'none';
        const p = req.principal!;
        const opts = { dryRun: req.query.dryRun === 'true', accounts: choice };
        const r = await (upload.csv ? importStudentsCsv : importOneRoster)(db, req.tenant!, upload.file, opts);
        if (r.cause) req.log.warn({ err: r.cause }, 'the database refused a roster import');
        const { skipped } = r;
        if (r.tooLarge)
          return reply.code(413).send({
            error: { code: 'file_too_large', message: `The roster was not imported: ${r.tooLarge}` },
            ...{ dryRun: r.dryRun, counts: r.counts, errors: r.errors, skipped },
          });
        if (r.ok && !r.dryRun && choice !== 'none') {
          const accounts = await createImportAccounts(services, req.tenant!, p, r.users, choice);
          return { dryRun: false, counts: r.counts, errors: r.errors, skipped, accounts };
        }
        if (r.ok || r.dryRun) return { dryRun: r.dryRun, counts: r.counts, errors: r.errors, skipped };
        return reply.code(422).send({
          error: { code: 'roster_invalid', message: `The roster was not imported: ${r.errors.length} problem(s)` },
          ...{ dryRun: false, counts: r.counts, errors: r.errors, skipped },
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
  app.get(
    '/api/rostering/oneroster',
    { config: { access: 'user.create', uiPath: ROSTER_PATH, produces: 'application/zip' } },
    async (req, reply) => {
      const p = req.principal!;
      const stream = await exportOneRoster(db, req.tenant!, {
        title: p.tenantTitle,
        withStudentEmail: holds(p, 'student.email'),
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="oneroster-${req.tenant!.schema}.zip"`)
        .send(stream);
    },
  );
}
