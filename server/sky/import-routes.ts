// The SKY import from /sky-api (docs/sky-api.md):
//   POST /api/sky-api/import?dryRun=true  (sky_api.update) reads the roster from Blackbaud and
//        imports it through the roster engine; a dry run writes nothing but the run's log line.
//        Answers the run: ok false with the errors (the engine's, or the SKY API's) when refused.
//   GET  /api/sky-api/runs                (api.read, the page's permission) the last 20 runs
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { Counts, RosterErr } from '../roster/answer-schemas.ts';
import { listRuns, runSkyImport } from './import.ts';

const UI_PATH = '/sky-api';
const Run = Type.Object({
  id: Type.Integer(),
  trigger: Type.Union([Type.Literal('manual'), Type.Literal('nightly')]),
  dry_run: Type.Boolean(),
  ok: Type.Boolean(),
  counts: Counts,
  errors: Type.Array(RosterErr),
  started_at: Type.String(),
  finished_at: Type.String(),
});
const Query = Type.Object(
  { dryRun: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])) },
  { additionalProperties: false },
);

export default async function skyImportRoutes(app: App) {
  const db = app.database.db;
  app.post(
    '/api/sky-api/import',
    {
      config: { access: 'sky_api.update', uiPath: UI_PATH },
      schema: { querystring: Query, response: replies({ 200: Type.Object({ data: Run }) }) },
    },
    async (req) => {
      const p = req.principal!;
      const run = await runSkyImport(db, app.config, req.tenant!, {
        dryRun: req.query.dryRun === 'true',
        trigger: 'manual',
        userId: p.userId,
      });
      return { data: run };
    },
  );

  app.get(
    '/api/sky-api/runs',
    {
      config: { access: 'api.read', uiPath: UI_PATH },
      schema: { response: replies({ 200: Type.Object({ data: Type.Array(Run) }) }) },
    },
    async (req) => ({ data: await listRuns(db, req.tenant!) }),
  );
}
