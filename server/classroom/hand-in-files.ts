// File hand-ins (multipart field `files` to POST /api/assignments/{id}/submissions) through the file
// service's own pieces: its storage, its size limits and content checks (receiveUploads). The
// assignment's checks (enrolled, open, handed in as files) run before a byte is read, its accepted
// types before anything is published, and a refusal after publishing deletes what was published:
// nothing is kept without its submission_versions row. Bytes live under submissions/{assignment}/
// {student}/ of the caller's tenant, which no /fs path reaches; the student and the section's
// teachers read them back through GET .../versions/{version}/files/{n}.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { ApiError, notFound } from '../errors.ts';
import { createStorage } from '../files/create-storage.ts';
import { receiveUploads } from '../files/upload.ts';
import { tenantKey } from '../files/path-safety.ts';
import { check, submit, targetFor } from './submit.ts';
import { taughtAssignment } from './teacher.ts';

export interface StoredFile {
  name: string;
  type: string;
  path: string;
  size: number;
}

export async function fileHandIns(app: App) {
  const { files } = app.config;
  const storage = await createStorage(app.config);
  app.addHook('onClose', async () => storage.close());
  const limits = { maxFileBytes: files.maxFileBytes, maxRequestBytes: files.maxRequestBytes };
  if (!app.hasContentTypeParser('multipart/form-data'))
    await app.register(multipart, {
      limits: { fileSize: limits.maxFileBytes + 1, files: files.maxFilesPerRequest, fields: 20, fieldSize: 4096 },
      throwFileSizeLimit: false,
    });
  const db = () => app.database.db;

  /** receives, checks and records one hand-in of files; answers the contract's submission shape */
  async function handIn(req: FastifyRequest, assignmentId: number) {
    const p = req.principal!;
    const tenant = req.tenant!;
    const a = await targetFor(db(), tenant, p, assignmentId);
    check(a, { files: [] }, false);
    const received = await receiveUploads(req, {
      storage,
      limits,
      schema: tenant.schema,
      dir: `submissions/${a.id}/${p.partyId}`,
      persistFilename: false,
      accept: (name, type) => {
        if (a.accepted_types.length && !a.accepted_types.includes(type.contentType))
          throw new ApiError(
            415,
            'file_type_not_accepted',
            `${name}: ${type.label} is not accepted here (accepted: ${a.accepted_types.join(', ')}); nothing was stored`,
          );
      },
    });
    const stored: StoredFile[] = received.map((f) => ({
      name: f.name,
      type: f.contentType,
      path: f.filePath,
      size: f.size,
    }));
    try {
      return await submit(db(), tenant, p, a.id, { files: stored }, a);
    } catch (err) {
      await Promise.all(stored.map((f) => storage.delete(tenantKey(tenant.schema, f.path)).catch(() => undefined)));
      throw err;
    }
  }

  /** one stored file of a version, for the student who handed it in or the section's teachers */
  async function download(
    tenant: Tenant,
    p: Principal,
    assignmentId: number,
    studentId: number,
    version: number,
    n: number,
  ) {
    if (p.partyId !== studentId) await taughtAssignment(db(), tenant, p, assignmentId);
    const r = await sql<{ files: StoredFile[] }>`SELECT v.files FROM ${tenant.ident}.submission_versions v
      JOIN ${tenant.ident}.submissions s ON s.id = v.submission_id
      WHERE s.assignment_id = ${assignmentId} AND s.student_party_id = ${studentId}
        AND v.version = ${version}`.execute(db());
    const file = r.rows[0]?.files[n - 1];
    if (!file) throw notFound(`No file ${n} in version ${version}`);
    return { file, body: await storage.read(tenantKey(tenant.schema, file.path)) };
  }

  return { handIn, download };
}
