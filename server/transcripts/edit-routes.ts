// Editing a lesson transcript on /ei/lesson-transcripts (lesson_transcript.update):
//   PATCH  /api/lesson-transcripts/:id  {version, title?, content_element_id? (null unlinks)}
//          renames it or links it to another lesson; a stale version answers 409 version_conflict
//   DELETE /api/lesson-transcripts/:id  removes it with its chunks; answers {data: {id}}
// The school is the caller's; another school's transcript is not in its schema (404).
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import type { Tenant } from '../db/tenant.ts';
import { replies } from '../schemas/replies.ts';
import { invalidField, notFound, versionConflict } from '../errors.ts';
import { TRANSCRIPTS_PATH } from './ui-path.ts';

const write = { access: 'lesson_transcript.update', uiPath: TRANSCRIPTS_PATH } as const;
const Params = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
const Patch = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
    content_element_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
  },
  { additionalProperties: false },
);
const Row = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content_element_id: Type.Union([Type.Integer(), Type.Null()]),
  version: Type.Integer(),
});
type RowT = { id: number; title: string; content_element_id: number | null; version: number };

export default async function transcriptEditRoutes(app: App) {
  const db = app.database.db;
  const current = async (tenant: Tenant, id: number) => {
    const r = await sql<RowT>`SELECT id, title, content_element_id, version
      FROM ${tenant.table('lesson_transcripts')} WHERE id = ${id}`.execute(db);
    if (!r.rows[0]) throw notFound('No such lesson transcript');
    return r.rows[0];
  };

  app.patch(
    '/api/lesson-transcripts/:id',
    { config: write, schema: { params: Params, body: Patch, response: replies({ 200: Type.Object({ data: Row }) }) } },
    async (req) => {
      const s = req.tenant!.ident;
      const b = req.body;
      const id = Number(req.params.id);
      const before = await current(req.tenant!, id);
      if (b.content_element_id) {
        const el = await sql<{ id: number }>`SELECT id FROM ${s}.content_elements
          WHERE id = ${b.content_element_id} AND element_type <> 'unit'`.execute(db);
        if (!el.rows.length) throw invalidField('content_element_id', 'No such lesson');
      }
      const r = await sql<RowT>`UPDATE ${s}.lesson_transcripts SET
          title = ${b.title === undefined ? sql`title` : b.title.trim()},
          content_element_id = ${b.content_element_id === undefined ? sql`content_element_id` : b.content_element_id},
          version = version + 1
        WHERE id = ${id} AND version = ${b.version}
        RETURNING id, title, content_element_id, version`.execute(db);
      if (!r.rows[0]) throw versionConflict('lesson transcript', before, b.version);
      return { data: r.rows[0] };
    },
  );

  app.delete(
    '/api/lesson-transcripts/:id',
    {
      config: write,
      schema: {
        params: Params,
        response: replies({ 200: Type.Object({ data: Type.Object({ id: Type.Integer() }) }) }),
      },
    },
    async (req) => {
      const id = Number(req.params.id);
      const r = await sql`DELETE FROM ${req.tenant!.table('lesson_transcripts')} WHERE id = ${id}`.execute(db);
      if (!Number(r.numAffectedRows ?? 0)) throw notFound('No such lesson transcript');
      return { data: { id } };
    },
  );
}
