// Photo galleries (/student-images, /teacher-images; docs/records.md): every student or teacher of
// the caller's school with its photos (the profile photo first), adding a photo (the first one
// becomes the profile photo), choosing the profile photo and deleting a photo. Bytes go through
// the file service's storage into the person's images area (server/files/permissions.ts); the row
// rows in {t}.person_photos (tenant migration 024) name each photo and its thumbnail. A person outside
// the caller's school or record scope answers 404; changing someone else's photo also needs
// student.update / teacher.update (one's own photo is always one's own to change).
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { App } from '../schemas/app.ts';
import type { Config } from '../config.ts';
import type { Principal } from '../auth/principal.ts';
import { ApiError, badRequest, forbidden, notFound } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { checkAccess } from '../plugins/access-policy.ts';
import { createStorage } from '../files/create-storage.ts';
import { tenantKey } from '../files/path-safety.ts';
import type { Tenant } from '../db/tenant.ts';
import { authorizeFilePath } from '../files/permissions.ts';
import { putBytes } from '../files/put-bytes.ts';
import { ownContext, studentRecordScope } from '../records/record-scope.ts';
import { render } from '../listmodel/template.ts';
import { makePhoto } from './photo.ts';
import { PHOTO_MAX_BYTES } from '../../src/shared/photo-sizes.ts';

const KINDS = [
  { kind: 'student', page: '/student-images', read: 'student_images.read', edit: 'student.update' },
  { kind: 'teacher', page: '/teacher-images', read: 'teacher_images.read', edit: 'teacher.update' },
] as const;
type Kind = (typeof KINDS)[number];

const PartyParams = Type.Object({ partyId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
const ListQuery = Type.Object(
  { search: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
const Str = Type.Union([Type.String(), Type.Null()]);
const Int = Type.Union([Type.Integer(), Type.Null()]);
const PhotoIdParams = Type.Object({
  partyId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
  photoId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
});
const Photo = Type.Object({
  id: Type.Integer(),
  photo_path: Type.String(),
  thumb_path: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  is_profile: Type.Boolean(),
  updated_at: Type.String(),
});
/** a person with the profile photo's fields (null without photos) and all photos, newest first */
const Person = Type.Object({
  party_id: Type.Integer(),
  name: Type.String(),
  detail: Str,
  photo_id: Int,
  photo_path: Str,
  thumb_path: Str,
  width: Int,
  height: Int,
  updated_at: Str,
  photo_count: Type.Integer(),
  photos: Type.Array(Photo),
  /** whether the caller may add, choose or delete this person's photos */
  editable: Type.Boolean(),
});
type PersonRow = Omit<typeof Person.static, 'editable'>;

function mayEdit(p: Principal, k: Kind, partyId: number) {
  if (p.partyId === partyId) return true;
  if (p.currentRole === 'student') return false;
  try {
    checkAccess(p, k.edit);
    return true;
  } catch {
    return false;
  }
}

async function people(app: App, t: Tenant, p: Principal, k: Kind, where: { partyId?: number; search?: string }) {
  const ctx = ownContext(p, t);
  const scope = (k.kind === 'student' ? studentRecordScope('p.party_id')(ctx) : null) ?? 'TRUE';
  const detail = k.kind === 'student' ? 'gl.name' : 'NULL::text';
  const like = where.search ? `%${where.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const utc = (c: string) => sql.raw(`to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
  const r = await sql<PersonRow>`
    SELECT p.party_id, p.first_name || ' ' || p.last_name AS name, ${sql.raw(detail)} AS detail,
      ph.id AS photo_id, ph.photo_path, ph.thumb_path, ph.width, ph.height, ${utc('ph.updated_at')} AS updated_at,
      coalesce(g.photos, '[]'::json) AS photos, coalesce(json_array_length(g.photos), 0)::int AS photo_count
    FROM ${render('{t}.parties p LEFT JOIN {t}.grade_levels gl ON gl.id = p.grade_level_id', ctx)}
      LEFT JOIN ${t.table('person_photos')} ph ON ph.party_id = p.party_id AND ph.is_profile
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object('id', a.id, 'photo_path', a.photo_path, 'thumb_path', a.thumb_path,
          'width', a.width, 'height', a.height, 'is_profile', a.is_profile,
          'updated_at', ${utc('a.updated_at')}) ORDER BY a.id DESC) AS photos
        FROM ${t.table('person_photos')} a WHERE a.party_id = p.party_id) g ON TRUE
    WHERE p.kind = ${k.kind} AND (${render(scope, ctx)})
      AND (${where.partyId ?? null}::int IS NULL OR p.party_id = ${where.partyId ?? null})
      AND (${like}::text IS NULL OR p.first_name || ' ' || p.last_name ILIKE ${like})
    ORDER BY p.last_name, p.first_name, p.party_id LIMIT 1000`.execute(app.database.db);
  return r.rows.map((row) => ({ ...row, editable: mayEdit(p, k, row.party_id) }));
}

export default async function imageRoutes(app: App, opts: { config: Config }) {
  const storage = await createStorage(opts.config);
  app.addHook('onClose', async () => storage.close());
  if (!app.hasContentTypeParser('multipart/form-data'))
    await app.register(multipart, { limits: { files: 1, fileSize: PHOTO_MAX_BYTES, fields: 5, parts: 6 } });
  const db = app.database.db;
  const tooLarge = () => new ApiError(413, 'file_too_large', `A photo may be at most ${PHOTO_MAX_BYTES / 1048576} MB`);

  /** the person, after checking the caller may change its photo */
  async function editable(t: Tenant, p: Principal, k: Kind, partyId: number) {
    const person = (await people(app, t, p, k, { partyId }))[0];
    if (!person) throw notFound(`No such ${k.kind}`);
    const dir = `${k.kind}s/${partyId}/images`;
    authorizeFilePath(p, dir, { dir: true });
    if (p.partyId !== partyId) {
      if (p.currentRole === 'student')
        throw forbidden('As student you can change only your own photo', 'own_files_only');
      checkAccess(p, k.edit);
    }
    return { person, dir };
  }

  /** serialises changes to one person's photos so the profile choice stays consistent */
  async function lockPerson(trx: Db, t: Tenant, partyId: number) {
    await sql`SELECT 1 FROM ${t.table('parties')} WHERE party_id = ${partyId} FOR UPDATE`.execute(trx);
  }

  async function removeFiles(schema: string, paths: (string | null)[]) {
    for (const f of paths) if (f) await storage.delete(tenantKey(schema, f)).catch(() => undefined);
  }

  for (const k of KINDS) {
    const access = { access: k.read, uiPath: k.page };
    const base = `/api${k.page}`;
    app.get(
      base,
      {
        config: access,
        schema: { querystring: ListQuery, response: replies({ 200: Type.Object({ rows: Type.Array(Person) }) }) },
      },
      async (req) => ({ rows: await people(app, req.tenant!, req.principal!, k, { search: req.query.search }) }),
    );

    app.post(
      `${base}/:partyId/photos`,
      { config: access, schema: { params: PartyParams, response: replies({ 200: Person }) } },
      async (req) => {
        const [t, p] = [req.tenant!, req.principal!];
        const partyId = Number(req.params.partyId);
        const { dir } = await editable(t, p, k, partyId);
        if (!req.isMultipart())
          throw badRequest('Send the photo as multipart/form-data in the field "file"', 'not_multipart');
        if (Number(req.headers['content-length']) > PHOTO_MAX_BYTES + 64 * 1024) throw tooLarge();
        const part = await req.file();
        if (!part) throw badRequest('No file received; send the photo in the multipart field "file"', 'no_file');
        const bytes = await part.toBuffer().catch(() => {
          throw tooLarge();
        });
        if (part.file.truncated) throw tooLarge();
        const made = await makePhoto(bytes);
        const id = randomUUID();
        const photoPath = `${dir}/photo-${id}.jpg`;
        const thumbPath = `${dir}/thumb-${id}.jpg`;
        await putBytes(storage, tenantKey(p.schema, photoPath), made.photo, 'image/jpeg');
        try {
          await putBytes(storage, tenantKey(p.schema, thumbPath), made.thumb, 'image/jpeg');
          await db.transaction().execute(async (trx) => {
            await lockPerson(trx, t, partyId);
            // the first photo becomes the profile photo
            await sql`INSERT INTO ${t.table('person_photos')}
                (party_id, photo_path, thumb_path, width, height, bytes, updated_by, is_profile)
              VALUES (${partyId}, ${photoPath}, ${thumbPath}, ${made.width}, ${made.height}, ${made.photo.length},
                ${p.userId}, NOT EXISTS (SELECT 1 FROM ${t.table('person_photos')}
                  WHERE party_id = ${partyId} AND is_profile))`.execute(trx);
          });
        } catch (err) {
          await removeFiles(p.schema, [photoPath, thumbPath]);
          throw err;
        }
        return (await people(app, t, p, k, { partyId }))[0];
      },
    );

    app.post(
      `${base}/:partyId/photos/:photoId/profile`,
      { config: access, schema: { params: PhotoIdParams, response: replies({ 200: Person }) } },
      async (req) => {
        const [t, p] = [req.tenant!, req.principal!];
        const partyId = Number(req.params.partyId);
        const photoId = Number(req.params.photoId);
        const { person } = await editable(t, p, k, partyId);
        if (!person.photos.some((ph) => ph.id === photoId)) throw notFound(`${person.name} has no such photo`);
        await db.transaction().execute(async (trx) => {
          await lockPerson(trx, t, partyId);
          // clear first: the partial unique index allows one profile photo per person
          await sql`UPDATE ${t.table('person_photos')} SET is_profile = false WHERE party_id = ${partyId} AND is_profile`.execute(
            trx,
          );
          const set = await sql`UPDATE ${t.table('person_photos')} SET is_profile = true
            WHERE party_id = ${partyId} AND id = ${photoId}`.execute(trx);
          if (!Number(set.numAffectedRows)) throw notFound(`${person.name} has no such photo`);
        });
        return (await people(app, t, p, k, { partyId }))[0];
      },
    );

    app.delete(
      `${base}/:partyId/photos/:photoId`,
      { config: access, schema: { params: PhotoIdParams, response: replies({ 204: Type.Null() }) } },
      async (req, reply) => {
        const [t, p] = [req.tenant!, req.principal!];
        const partyId = Number(req.params.partyId);
        const photoId = Number(req.params.photoId);
        const { person } = await editable(t, p, k, partyId);
        const gone = await db.transaction().execute(async (trx) => {
          await lockPerson(trx, t, partyId);
          const del = await sql<{ photo_path: string; thumb_path: string; is_profile: boolean }>`
            DELETE FROM ${t.table('person_photos')} WHERE party_id = ${partyId} AND id = ${photoId}
            RETURNING photo_path, thumb_path, is_profile`.execute(trx);
          const row = del.rows[0];
          if (!row) throw notFound(`${person.name} has no such photo`);
          // the newest remaining photo takes over as profile photo
          if (row.is_profile)
            await sql`UPDATE ${t.table('person_photos')} SET is_profile = true WHERE id = (SELECT max(id)
              FROM ${t.table('person_photos')} WHERE party_id = ${partyId})`.execute(trx);
          return row;
        });
        await removeFiles(p.schema, [gone.photo_path, gone.thumb_path]);
        return reply.status(204).send(null);
      },
    );
  }
}
