// My collection (/teacher/my-collection): a teacher's saved tool outputs with the tool, the
// inputs and the date; each teacher sees and deletes only their own.
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { CollectionQuery, SavedIdParams, SavedOutput, SavedPage, SaveBody } from './schemas.ts';

const access = { access: 'teacher_tools.read', uiPath: '/teacher/my-collection' };

interface SavedRow {
  id: string;
  tool_slug: string;
  title: string;
  inputs: unknown;
  output?: string;
  created_at: string;
}
const view = (r: SavedRow) => ({
  id: Number(r.id),
  toolSlug: r.tool_slug,
  title: r.title,
  inputs: r.inputs,
  output: r.output,
  createdAt: r.created_at,
});

export function collectionRoutes(app: App, db: Db) {
  app.get(
    '/api/tools/collection',
    { config: access, schema: { querystring: CollectionQuery, response: replies({ 200: SavedPage }) } },
    async (req) => {
      const p = req.principal!;
      const { tool, q } = req.query;
      const offset = Number(req.query.offset ?? 0);
      const limit = Number(req.query.limit ?? 20);
      const where = sql`tenant_id = ${p.tenantId} AND user_id = ${p.userId}
      ${tool ? sql`AND tool_slug = ${tool}` : sql``}
      ${q ? sql`AND title ILIKE ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``}`;
      const rows = await sql<SavedRow & { total: string }>`
      SELECT id, tool_slug, title, inputs, created_at, count(*) OVER () AS total FROM platform.ai_saved_outputs
      WHERE ${where} ORDER BY created_at DESC, id DESC OFFSET ${offset} LIMIT ${limit}`.execute(db);
      return { rows: rows.rows.map(view), total: Number(rows.rows[0]?.total ?? 0) };
    },
  );

  app.get(
    '/api/tools/collection/:id',
    { config: access, schema: { params: SavedIdParams, response: replies({ 200: SavedOutput }) } },
    async (req) => {
      const p = req.principal!;
      const res = await sql<SavedRow>`
      SELECT id, tool_slug, title, inputs, output, created_at FROM platform.ai_saved_outputs
      WHERE id = ${req.params.id} AND tenant_id = ${p.tenantId} AND user_id = ${p.userId}`.execute(db);
      if (!res.rows[0]) throw notFound('No saved output with that id in your collection');
      return view(res.rows[0]);
    },
  );

  app.post(
    '/api/tools/collection',
    { config: access, schema: { body: SaveBody, response: replies({ 201: SavedOutput }) } },
    async (req, reply) => {
      const p = req.principal!;
      const { toolSlug, title, inputs, output } = req.body;
      const res = await sql<SavedRow>`
      INSERT INTO platform.ai_saved_outputs (tenant_id, user_id, tool_slug, title, inputs, output)
      VALUES (${p.tenantId}, ${p.userId}, ${toolSlug}, ${title}, ${JSON.stringify(inputs)}::jsonb, ${output})
      RETURNING id, tool_slug, title, inputs, created_at`.execute(db);
      return reply.status(201).send(view(res.rows[0]));
    },
  );

  app.delete(
    '/api/tools/collection/:id',
    { config: access, schema: { params: SavedIdParams, response: replies({ 204: Type.Null() }) } },
    async (req, reply) => {
      const p = req.principal!;
      const res =
        await sql`DELETE FROM platform.ai_saved_outputs WHERE id = ${req.params.id} AND tenant_id = ${p.tenantId} AND user_id = ${p.userId}`.execute(
          db,
        );
      if (!Number(res.numAffectedRows ?? 0)) throw notFound('No saved output with that id in your collection');
      return reply.status(204).send(null);
    },
  );
}
