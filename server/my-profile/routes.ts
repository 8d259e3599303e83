// /my-profile: GET /api/my-profile answers the signed-in user's own name, contact and photo, which
// of them the school lets users change (settings data `profile_fields`, default all), and the
// identity provider's account page (null for the embedded provider, which has none: the page
// then says 'Not supported by the OIDC server'). PATCH /api/my-profile changes them with the
// record's version (409 when stale), mirrors name and phone onto the user's person record and the
// name onto the identity provider's account (IdentityAdmin.setName), and is audited in the same
// transaction. Nobody changes another's profile here: the row is the token's. POST
// /api/my-profile/password changes the user's own password (password.ts).
import type { App } from '../schemas/app.ts';
import { sql } from 'kysely';
import { Type, type Static } from '@sinclair/typebox';
import type { Config } from '../config.ts';
import { forbidden, invalidField, notFound, versionConflict } from '../errors.ts';
import { recordAudit } from '../audit/record.ts';
import { identityCall } from '../resources/definitions/user-common.ts';
import { replies } from '../schemas/replies.ts';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { passwordChangeRoute } from './password.ts';

export const PROFILE_FIELDS = ['first_name', 'last_name', 'phone', 'photo_url'] as const;
type Field = (typeof PROFILE_FIELDS)[number];

const Nullable = (s: ReturnType<typeof Type.String>) => Type.Union([s, Type.Null()]);
const Profile = Type.Object({
  user_id: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  phone: Nullable(Type.String()),
  photo_url: Nullable(Type.String()),
  party_id: Type.Union([Type.Integer(), Type.Null()]),
  version: Type.Integer(),
  editable: Type.Array(Type.String()),
  accountUrl: Nullable(Type.String()),
});
const Patch = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    first_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    last_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    phone: Type.Optional(Nullable(Type.String({ maxLength: 40, pattern: '^[0-9+() .-]*$' }))),
    // a path the file service gave back (POST /fs/files), relative to the school's files
    photo_url: Type.Optional(Nullable(Type.String({ maxLength: 500, pattern: '^[A-Za-z0-9_./-]+$' }))),
  },
  { additionalProperties: false },
);

async function editableFields(db: Db, tenantId: number): Promise<Field[]> {
  const r = await sql<{ f: unknown }>`SELECT data->'profile_fields' AS f FROM platform.settings
    WHERE tenant_id = ${tenantId}`.execute(db);
  const f = r.rows[0]?.f;
  return Array.isArray(f) ? PROFILE_FIELDS.filter((x) => f.includes(x)) : [...PROFILE_FIELDS];
}

type ProfileRow = Omit<Static<typeof Profile>, 'editable' | 'accountUrl'>;

async function readProfile(db: Db, p: Principal) {
  const r = await sql<ProfileRow>`SELECT user_id::text, email, first_name, last_name, phone, photo_url,
    party_id, version FROM platform.app_users WHERE user_id = ${p.userId} AND tenant_id = ${p.tenantId}`.execute(db);
  if (!r.rows[0]) throw notFound('Your account was not found');
  return r.rows[0];
}

export default async function myProfileRoutes(app: App, opts: { config: Config }) {
  const db = app.database.db;
  const accountUrl = opts.config.oidc.embedded ? null : `${opts.config.oidc.issuer}/account`;
  await passwordChangeRoute(app);
  app.get(
    '/api/my-profile',
    { config: { access: 'authenticated', uiPath: '/my-profile' }, schema: { response: replies({ 200: Profile }) } },
    async (req) => {
      const p = req.principal!;
      return { ...(await readProfile(db, p)), editable: await editableFields(db, p.tenantId), accountUrl };
    },
  );
  app.patch(
    '/api/my-profile',
    {
      config: { access: 'authenticated', uiPath: '/my-profile' },
      schema: { body: Patch, response: replies({ 200: Profile }) },
    },
    async (req) => {
      const p = req.principal!;
      const { version, ...changes } = req.body;
      const editable = await editableFields(db, p.tenantId);
      const locked = Object.keys(changes).find((k) => !editable.includes(k as Field));
      if (locked) throw forbidden(`Your school does not let users change ${locked} here`, 'forbidden');
      for (const f of ['first_name', 'last_name'] as const) {
        if (changes[f] !== undefined && !changes[f]!.trim()) throw invalidField(f, 'This name is required');
        if (changes[f] !== undefined) changes[f] = changes[f]!.trim();
      }
      await db.transaction().execute(async (trx) => {
        const before = await sql<Record<string, unknown>>`SELECT user_id::text, first_name, last_name, phone, photo_url,
          party_id, version FROM platform.app_users WHERE user_id = ${p.userId} FOR UPDATE`.execute(trx);
        const row = before.rows[0];
        if (!row) throw notFound('Your account was not found');
        if (row.version !== version) throw versionConflict('profile', row, version);
        const sets = Object.entries(changes).map(([k, v]) => sql`${sql.ref(k)} = ${v}`);
        if (!sets.length) return;
        const after = await sql<Record<string, unknown>>`UPDATE platform.app_users
          SET ${sql.join(sets)}, version = version + 1, updated_at = now() WHERE user_id = ${p.userId}
          RETURNING user_id::text, first_name, last_name, phone, photo_url, party_id, version`.execute(trx);
        if (row.party_id) {
          const mirrored = Object.entries(changes).filter(([k]) => k !== 'photo_url');
          if (mirrored.length)
            await sql`UPDATE ${req.tenant!.table('parties')} SET ${sql.join(mirrored.map(([k, v]) => sql`${sql.ref(k)} = ${v}`))},
              version = version + 1, updated_at = now() WHERE party_id = ${row.party_id}`.execute(trx);
        }
        // the identity provider's copy of the name, so the next token and userinfo carry it; in the
        // transaction, so a provider that refuses leaves the profile as it was
        const named = after.rows[0];
        if (changes.first_name !== undefined || changes.last_name !== undefined)
          await identityCall(() =>
            app.identityAdmin.setName(trx, p.userId, String(named.first_name), String(named.last_name)),
          );
        await recordAudit(trx, p, {
          tenantId: p.tenantId,
          action: 'update',
          resource: 'my-profile',
          recordId: p.userId,
          before: row,
          after: after.rows[0],
        });
      });
      return { ...(await readProfile(db, p)), editable, accountUrl };
    },
  );
}
