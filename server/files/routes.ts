// The file service (docs/reference.md lists its routes), its own plugin with its own prefix
// (/fs by default) so it can also be served on its own port (server/files/standalone.ts).
// Every path is relative to the caller's tenant, checked by path-safety and the area table.
import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import type { Config } from '../config.ts';
import { badRequest, conflict, errorBody, notFound } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { createStorage } from './create-storage.ts';
import type { FileStorage } from './storage.ts';
import { baseName, extensionOf, safeRelativePath, tenantKey } from './path-safety.ts';
import { authorizeFilePath, homeDir } from './permissions.ts';
import { contentTypeFor } from './content-types.ts';
import { receiveUploads } from './upload.ts';
import { contentDisposition, ifRangeHolds, notModified, parseRange } from './download-headers.ts';
import { allowCrossOrigin } from './cross-origin.ts';
import { assignmentAttachmentRoutes } from './assignment-attachments.ts';
import { checkAgainstRule, documentRule, recordDocuments } from '../documents/upload-rule.ts';

const UploadQuery = Type.Object({
  dir: Type.String({ maxLength: 2048 }),
  persistFilename: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  /** a document type: the files must meet its rule and become its documents (server/documents/upload-rule.ts) */
  docTypeId: Type.Optional(Type.String({ maxLength: 12 })),
  /** with docTypeId: the documents' expiry date, for a type that expires */
  expiresOn: Type.Optional(Type.String({ maxLength: 10 })),
});
const MoveQuery = Type.Object({
  source: Type.String({ maxLength: 2048 }),
  destination: Type.String({ maxLength: 2048 }),
});
const DownloadQuery = Type.Object({
  filePath: Type.String({ maxLength: 2048 }),
  disposition: Type.Optional(Type.Union([Type.Literal('inline'), Type.Literal('attachment')])),
});
const PathQuery = Type.Object({ filePath: Type.String({ maxLength: 2048 }) });
const ListQuery = Type.Object({ dir: Type.Optional(Type.String({ maxLength: 2048 })) });

const Stored = Type.Object({
  filePath: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
  /** set when the upload named a document type and each file became a document */
  documentId: Type.Optional(Type.Integer()),
});
const Listing = Type.Object({
  dir: Type.String(),
  entries: Type.Array(
    Type.Object({
      name: Type.String(),
      filePath: Type.String(),
      kind: Type.String(),
      size: Type.Union([Type.Integer(), Type.Null()]),
      modifiedAt: Type.Union([Type.String(), Type.Null()]),
      contentType: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});

/** where the API mounts the file service (standalone.ts mounts it at FILES_BASE_URL's path) */
export const apiPrefix = '/fs';

export interface FilesOptions {
  config: Config;
  /** a storage to use instead of the configured one (the storage-contract tests pass s3rver's) */
  storage?: FileStorage;
}

const authed = { access: 'authenticated' } as const;

export default async function filesRoutes(app: App, opts: FilesOptions) {
  const { config } = opts;
  const storage = opts.storage ?? (await createStorage(config));
  if (!opts.storage) app.addHook('onClose', async () => storage.close());
  const limits = { maxFileBytes: config.files.maxFileBytes, maxRequestBytes: config.files.maxRequestBytes };
  await app.register(multipart, {
    // Our own meter raises 413 at maxFileBytes; busboy's limit only stops reading after that.
    limits: {
      fileSize: limits.maxFileBytes + 1,
      files: config.files.maxFilesPerRequest,
      fields: 20,
      fieldSize: 4096,
      headerPairs: 100,
    },
    throwFileSizeLimit: false,
  });
  allowCrossOrigin(app, config);

  const who = (req: FastifyRequest): Principal => req.principal!;
  const fileArg = (p: Principal, raw: string, field: string) => {
    const rel = safeRelativePath(raw, field);
    authorizeFilePath(p, rel);
    return rel;
  };

  app.post(
    '/files',
    { config: authed, schema: { querystring: UploadQuery, response: replies({ 201: Type.Array(Stored) }) } },
    async (req, reply) => {
      const p = who(req);
      const dir = safeRelativePath(req.query.dir, 'dir');
      authorizeFilePath(p, dir, { dir: true });
      if (!req.isMultipart())
        throw badRequest('Send the files as multipart/form-data in the field "files"', 'not_multipart');
      const db = app.database.db;
      const rule =
        req.query.docTypeId === undefined
          ? undefined
          : await documentRule(db, req.tenant!, dir, req.query.docTypeId, req.query.expiresOn);
      const files = await receiveUploads(req, {
        storage,
        limits,
        schema: p.schema,
        dir,
        persistFilename: req.query.persistFilename === 'true',
        accept: rule && ((name, type, size) => checkAgainstRule(rule, name, type, size)),
      });
      if (!rule) return reply.status(201).send(files);
      try {
        return reply.status(201).send(await recordDocuments(db, req.tenant!, rule, files));
      } catch (err) {
        // a document that could not be recorded leaves no file behind
        await Promise.all(files.map((f) => storage.delete(tenantKey(p.schema, f.filePath))));
        throw err;
      }
    },
  );

  app.put(
    '/file-manager',
    { config: authed, schema: { querystring: MoveQuery, response: replies({ 200: Stored }) } },
    async (req) => {
      const p = who(req);
      const source = fileArg(p, req.query.source, 'source');
      let destination = safeRelativePath(req.query.destination, 'destination');
      if (req.query.destination.endsWith('/')) destination = `${destination}/${baseName(source)}`;
      authorizeFilePath(p, destination);
      if (extensionOf(destination) !== extensionOf(source)) {
        throw badRequest(
          `A move keeps the file type: "${baseName(destination)}" must end in .${extensionOf(source)}`,
          'extension_change',
        );
      }
      const from = tenantKey(p.schema, source);
      const to = tenantKey(p.schema, destination);
      const st = await storage.stat(from);
      if (!st) throw notFound(`No file at ${source}`);
      if (from !== to) {
        if (await storage.stat(to)) throw conflict(`A file already exists at ${destination}`, 'destination_exists');
        await storage.move(from, to);
      }
      return {
        filePath: destination,
        name: baseName(destination),
        size: st.size,
        contentType: contentTypeFor(extensionOf(destination)),
      };
    },
  );

  // HEAD is its own route so it answers from the file's stat without reading the bytes.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/files',
    exposeHeadRoute: false,
    // the answer is the file's own bytes, with its type
    config: { ...authed, produces: 'application/octet-stream' },
    schema: { querystring: DownloadQuery },
    handler: async (req, reply) => {
      const p = who(req);
      const rel = fileArg(p, req.query.filePath, 'filePath');
      const key = tenantKey(p.schema, rel);
      // a whole small file is read with its stat; a range, HEAD or a large file is streamed after it
      const whole = req.method === 'GET' && !req.headers.range;
      const found = await storage.statWithBytes(key, whole ? WHOLE_READ_BYTES : -1);
      if (!found) throw notFound(`No file at ${rel}`);
      return sendFile(req, reply, storage, key, found.stat, rel, req.query.disposition ?? 'attachment', found.bytes);
    },
  });

  app.delete(
    '/files',
    { config: authed, schema: { querystring: PathQuery, response: replies({ 204: Type.Null() }) } },
    async (req, reply) => {
      const p = who(req);
      const rel = fileArg(p, req.query.filePath, 'filePath');
      await storage.delete(tenantKey(p.schema, rel));
      return reply.status(204).send(null);
    },
  );

  assignmentAttachmentRoutes(app, storage, limits, (req, reply, key, st, name, disposition) =>
    sendFile(req, reply, storage, key, st, name, disposition),
  );

  app.get(
    '/list',
    { config: authed, schema: { querystring: ListQuery, response: replies({ 200: Listing }) } },
    async (req) => {
      const p = who(req);
      const dir =
        req.query.dir === undefined || req.query.dir === '' ? homeDir(p) : safeRelativePath(req.query.dir, 'dir');
      authorizeFilePath(p, dir, { dir: true });
      const entries = await storage.list(tenantKey(p.schema, dir));
      entries.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'directory' ? -1 : 1));
      return {
        dir,
        entries: entries.map((e) => ({
          name: e.name,
          filePath: `${dir}/${e.name}`,
          kind: e.kind,
          size: e.size ?? null,
          modifiedAt: e.modified?.toISOString() ?? null,
          contentType: e.kind === 'file' ? contentTypeFor(extensionOf(e.name)) : null,
        })),
      };
    },
  );
}

/** Files up to this size are read whole with their stat and sent as one buffer (bench/files). */
const WHOLE_READ_BYTES = 256 * 1024;

async function sendFile(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  st: NonNullable<Awaited<ReturnType<FileStorage['stat']>>>,
  rel: string,
  disposition: 'inline' | 'attachment',
  bytes?: Buffer,
) {
  reply.header('etag', st.etag);
  reply.header('last-modified', st.modified.toUTCString());
  reply.header('cache-control', 'private, no-cache');
  reply.header('accept-ranges', 'bytes');
  if (notModified(req.headers as Record<string, string>, st)) return reply.status(304).send();
  const rangeHeader =
    typeof req.headers.range === 'string' && ifRangeHolds(req.headers['if-range'] as string | undefined, st)
      ? req.headers.range
      : undefined;
  const range = parseRange(rangeHeader, st.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${st.size}`);
    return reply.status(416).send(errorBody('range_not_satisfiable', `The file has ${st.size} bytes`));
  }
  reply.header('content-type', contentTypeFor(extensionOf(rel)));
  reply.header('content-disposition', contentDisposition(disposition, baseName(rel)));
  if (bytes && !range) return reply.header('content-length', bytes.length).send(bytes);
  if (range) {
    reply.status(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${st.size}`);
    reply.header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', st.size);
  }
  if (req.method === 'HEAD' || st.size === 0) return reply.send();
  return reply.send(await storage.read(key, range));
}
