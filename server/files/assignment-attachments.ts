// Files attached to an assignment, served by the file service (its plugin, its storage, its upload
// checks): the bytes are stored under assignments/{id}/ of the caller's tenant, which no /files
// path reaches (permissions.ts has no such area); a row in {t}.assignment_attachments names each.
// The section's teachers (an administrator: every section) add and remove them; the students
// enrolled in the section read them once the assignment is published. Anyone else gets 404.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { FileStorage } from './storage.ts';
import { receiveUploads, type UploadLimits } from './upload.ts';
import { tenantKey } from './path-safety.ts';

/** Files one assignment takes (each also within FILES_MAX_FILE_BYTES). */
export const MAX_ATTACHMENTS = 10;

const Id = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
const Params = Type.Object({ id: Id });
const FileParams = Type.Object({ id: Id, attachmentId: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });
const DownloadQuery = Type.Object({
  disposition: Type.Optional(Type.Union([Type.Literal('inline'), Type.Literal('attachment')])),
});
const Attachment = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
  createdAt: Type.String(),
});

interface Row {
  id: string;
  file_path: string;
  file_name: string;
  size: string;
  content_type: string;
  created_at: Date;
}
const view = (r: Row) => ({
  id: Number(r.id),
  name: r.file_name,
  size: Number(r.size),
  contentType: r.content_type,
  createdAt: new Date(r.created_at).toISOString(),
});

/** The assignment as the caller may use it: 404 unless it manages (write) or may read it. */
async function reachable(db: Db, t: Tenant, p: Principal, id: string, write: boolean): Promise<number> {
  const s = t.ident;
  const pid = p.partyId ?? -1;
  const r = await sql<{ manages: boolean; attends: boolean }>`
    SELECT (${p.currentRole === 'admin'} OR sec.teacher_party_id = ${pid} OR EXISTS (SELECT 1 FROM ${s}.section_teachers st
              WHERE st.section_id = sec.id AND st.teacher_party_id = ${pid})) AS manages,
           (a.status = 'published' AND EXISTS (SELECT 1 FROM ${s}.enrollments e WHERE e.section_id = sec.id
              AND e.student_party_id = ${pid} AND e.withdrawn_at IS NULL)) AS attends
    FROM ${s}.assignments a JOIN ${s}.sections sec ON sec.id = a.section_id WHERE a.id = ${Number(id)}`.execute(db);
  const row = r.rows[0];
  if (!row || !(row.manages || (!write && row.attends))) throw notFound(`No assignment ${id}`);
  return Number(id);
}

const listOf = async (db: Db, t: Tenant, id: number) =>
  (
    await sql<Row>`SELECT * FROM ${t.table('assignment_attachments')}
      WHERE assignment_id = ${id} ORDER BY id`.execute(db)
  ).rows;

async function one(db: Db, t: Tenant, id: number, attachmentId: string): Promise<Row> {
  const r = await sql<Row>`SELECT * FROM ${t.table('assignment_attachments')}
    WHERE assignment_id = ${id} AND id = ${attachmentId}`.execute(db);
  if (!r.rows[0]) throw notFound(`No attachment ${attachmentId} on assignment ${id}`);
  return r.rows[0];
}

/** routes/files.ts's download answer (ETag, ranges, disposition) for a stored key */
export type SendFile = (
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  st: NonNullable<Awaited<ReturnType<FileStorage['stat']>>>,
  name: string,
  disposition: 'inline' | 'attachment',
) => Promise<unknown>;

export function assignmentAttachmentRoutes(app: App, storage: FileStorage, limits: UploadLimits, send: SendFile) {
  const db = () => app.database.db;
  const base = '/assignments/:id/attachments';
  const read = { access: 'authenticated' } as const;
  const write = { access: 'assignment.update' } as const;

  app.get(
    base,
    { config: read, schema: { params: Params, response: replies({ 200: Type.Array(Attachment) }) } },
    async (req) => {
      const t = req.tenant!;
      return (await listOf(db(), t, await reachable(db(), t, req.principal!, req.params.id, false))).map(view);
    },
  );

  app.post(
    base,
    { config: write, schema: { params: Params, response: replies({ 201: Type.Array(Attachment) }) } },
    async (req, reply) => {
      const [t, p] = [req.tenant!, req.principal!];
      const id = await reachable(db(), t, p, req.params.id, true);
      if (!req.isMultipart())
        throw badRequest('Send the files as multipart/form-data in the field "files"', 'not_multipart');
      const full = () =>
        conflict(`An assignment takes at most ${MAX_ATTACHMENTS} files; remove one first`, 'too_many_attachments', {
          limit: MAX_ATTACHMENTS,
        });
      if ((await listOf(db(), t, id)).length >= MAX_ATTACHMENTS) throw full();
      const files = await receiveUploads(req, {
        storage,
        limits,
        schema: p.schema,
        dir: `assignments/${id}`,
        persistFilename: false,
      });
      const s = t.ident;
      try {
        const rows = await db()
          .transaction()
          .execute(async (trx) => {
            // the assignment row is the lock two uploads to it take in turn
            await sql`SELECT id FROM ${s}.assignments WHERE id = ${id} FOR UPDATE`.execute(trx);
            const had = (await listOf(trx, t, id)).length;
            if (had + files.length > MAX_ATTACHMENTS) throw full();
            const out: Row[] = [];
            for (const f of files) {
              const r = await sql<Row>`INSERT INTO ${s}.assignment_attachments
                (assignment_id, file_path, file_name, size, content_type, created_by)
                VALUES (${id}, ${f.filePath}, ${f.name}, ${f.size}, ${f.contentType}, ${p.userId}) RETURNING *`.execute(
                trx,
              );
              out.push(r.rows[0]);
            }
            return out;
          });
        return reply.status(201).send(rows.map(view));
      } catch (err) {
        // nothing recorded, so nothing kept
        await Promise.all(files.map((f) => storage.delete(tenantKey(p.schema, f.filePath))));
        throw err;
      }
    },
  );

  app.route({
    method: ['GET', 'HEAD'],
    url: `${base}/:attachmentId`,
    exposeHeadRoute: false,
    config: { ...read, produces: 'application/octet-stream' },
    schema: { params: FileParams, querystring: DownloadQuery },
    handler: async (req, reply) => {
      const [t, p] = [req.tenant!, req.principal!];
      const row = await one(db(), t, await reachable(db(), t, p, req.params.id, false), req.params.attachmentId);
      const key = tenantKey(p.schema, row.file_path);
      const st = await storage.stat(key);
      if (!st) throw notFound(`The file of attachment ${row.id} is missing`);
      return send(req, reply, key, st, row.file_name, req.query.disposition ?? 'attachment');
    },
  });

  app.delete(
    `${base}/:attachmentId`,
    { config: write, schema: { params: FileParams, response: replies({ 204: Type.Null() }) } },
    async (req, reply) => {
      const [t, p] = [req.tenant!, req.principal!];
      const row = await one(db(), t, await reachable(db(), t, p, req.params.id, true), req.params.attachmentId);
      await sql`DELETE FROM ${t.table('assignment_attachments')} WHERE id = ${row.id}`.execute(db());
      await storage.delete(tenantKey(p.schema, row.file_path));
      return reply.status(204).send(null);
    },
  );
}
