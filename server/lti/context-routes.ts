// The platform's courses and their rosters (docs/lti.md), and an administrator's links by hand:
//   GET    /api/lti/contexts                      the courses of the school's platforms seen in launches
//                                                 (a teacher: those it launched as instructor)
//   POST   /api/lti/contexts/:id/roster-sync      pull the roster (NRPS), link people and enrol the learners
//                                                 in the course's section (roster-sync.ts)
//   PUT    /api/lti/contexts/:id/section          {section_id}: tie the course to a section (context-section.ts)
//   PUT    /api/lti/platforms/:id/links           {sub, user_id}: link a platform person to an account
//   DELETE /api/lti/platforms/:id/links?sub=      unlink them (their next launch makes a new account)
// The roster needs student.read (teachers and administrators); links by hand settings.update, as
// the registrations. Another school's course or platform is 404; every change is audited.
import { Type, type Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import type { Principal } from '../auth/principal.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { recordAudit } from '../audit/record.ts';
import { platformById } from './registrations.ts';
import { syncRoster, type ContextRow } from './roster-sync.ts';

const Id = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });
const Person = { sub: Type.String(), name: Type.String() };
const Report = Type.Object({
  context: Type.Object({ id: Type.Integer(), title: Type.String() }),
  members: Type.Integer(),
  linked: Type.Array(Type.Object({ ...Person, user_id: Type.String() })),
  already_linked: Type.Array(Type.Object({ ...Person, user_id: Type.String() })),
  unmatched: Type.Array(Type.Object({ ...Person, reason: Type.String() })),
  ambiguous: Type.Array(Type.Object({ ...Person, accounts: Type.Integer() })),
  enrolment: Type.Union([
    Type.Null(),
    Type.Object({
      section: Type.Union([Type.Null(), Type.Object({ id: Type.Integer(), code: Type.String() })]),
      enrolled: Type.Array(Type.Object(Person)),
      already_enrolled: Type.Integer(),
      not_enrolled: Type.Array(Type.Object({ ...Person, reason: Type.String() })),
    }),
  ]),
});
const Context = Type.Object({
  id: Type.Integer(),
  platform_id: Type.Integer(),
  platform_name: Type.String(),
  context_id: Type.String(),
  title: Type.String(),
  roster: Type.Boolean(),
  section_id: Type.Union([Type.Integer(), Type.Null()]),
  section_code: Type.Union([Type.String(), Type.Null()]),
  synced_at: Type.Union([Type.String(), Type.Null()]),
  sync_error: Type.Union([Type.String(), Type.Null()]),
});
const Sub = Type.String({ minLength: 1, maxLength: 255 });
const Link = Type.Object(
  {
    sub: Sub,
    user_id: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }),
  },
  { additionalProperties: false },
);

const isAdmin = (p: Principal) => p.currentRole === 'admin';
type Row = ContextRow & { platform_id: number; tenant_id: number; instructors: string[] };

export function contextRoutes(app: App) {
  const db = app.database.db;

  app.get(
    '/api/lti/contexts',
    {
      config: { access: 'student.read' },
      schema: { response: replies({ 200: Type.Object({ data: Type.Array(Context) }) }) },
    },
    async (req) => {
      const p = req.principal!;
      const r = await sql<Static<typeof Context>>`SELECT c.id::int, c.platform_id, p.name AS platform_name,
          c.context_id, c.title, c.memberships_url IS NOT NULL AS roster, c.section_id, s.section_code,
          to_char(c.synced_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS synced_at, c.sync_error
        FROM platform.lti_contexts c JOIN platform.lti_platforms p ON p.id = c.platform_id
          LEFT JOIN ${req.tenant!.table('sections')} s ON s.id = c.section_id
        WHERE p.tenant_id = ${p.tenantId} AND (${isAdmin(p)} OR ${p.userId}::uuid = ANY (c.instructors))
        ORDER BY c.updated_at DESC, c.id DESC LIMIT 500`.execute(db);
      return { data: r.rows };
    },
  );

  app.post(
    '/api/lti/contexts/:id/roster-sync',
    {
      config: { access: 'student.read' },
      schema: { params: Type.Object({ id: Id }), response: replies({ 200: Report }) },
    },
    async (req) => {
      const p = req.principal!;
      const row = (
        await sql<Row>`SELECT c.id::text, c.context_id, c.title, c.memberships_url, c.section_id, c.instructors::text[],
          c.platform_id, p.tenant_id FROM platform.lti_contexts c JOIN platform.lti_platforms p ON p.id = c.platform_id
          WHERE c.id = ${req.params.id}::bigint`.execute(db)
      ).rows[0];
      if (!row || row.tenant_id !== p.tenantId) throw notFound('No such course of a learning platform');
      if (!isAdmin(p) && !row.instructors.includes(p.userId))
        throw forbidden('Only an instructor of this course (who launched it) or an administrator can pull its roster');
      const url = row.memberships_url;
      if (!url) throw conflict('No launch of this course carried the roster service (NRPS) claim', 'lti_no_roster');
      const platform = (await platformById(db, row.platform_id))!;
      return syncRoster(db, app.config, req.tenant!, platform, { ...row, memberships_url: url }, p.userId);
    },
  );

  const ofSchool = async (p: Principal, id: string) => {
    const platform = await platformById(db, Number(id));
    if (!platform || platform.tenant_id !== p.tenantId) throw notFound('No such LTI platform');
    return platform;
  };
  const access = { access: 'settings.update' } as const;
  const Params = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });

  app.put(
    '/api/lti/platforms/:id/links',
    { config: access, schema: { params: Params, body: Link, response: replies({ 200: Type.Object({ data: Link }) }) } },
    async (req) => {
      const p = req.principal!;
      const platform = await ofSchool(p, req.params.id);
      const { sub, user_id: userId } = req.body;
      return db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`lti-links:${platform.id}`}))`.execute(trx);
        const user = await sql<{ one: number }>`SELECT 1 AS one FROM platform.app_users WHERE user_id = ${userId}::uuid
          AND tenant_id = ${platform.tenant_id}`.execute(trx);
        if (!user.rows.length) throw notFound('No such account in this school');
        const other = await sql<{ sub: string }>`SELECT sub FROM platform.lti_user_links
          WHERE platform_id = ${platform.id} AND user_id = ${userId}::uuid AND sub <> ${sub}`.execute(trx);
        if (other.rows.length)
          throw conflict(
            'The account is linked to another person of this platform; unlink them first',
            'lti_link_conflict',
          );
        const before = await sql<{ user_id: string }>`SELECT user_id::text FROM platform.lti_user_links
          WHERE platform_id = ${platform.id} AND sub = ${sub} FOR UPDATE`.execute(trx);
        await sql`INSERT INTO platform.lti_user_links (platform_id, sub, user_id)
          VALUES (${platform.id}, ${sub}, ${userId}::uuid)
          ON CONFLICT (platform_id, sub) DO UPDATE SET user_id = EXCLUDED.user_id, created_at = now()`.execute(trx);
        await recordAudit(trx, p, {
          tenantId: platform.tenant_id,
          action: 'lti_link',
          resource: 'lti_user_links',
          recordId: `${platform.id}:${sub}`,
          before: before.rows[0] ?? null,
          after: { user_id: userId },
        });
        return { data: { sub, user_id: userId } };
      });
    },
  );

  app.delete(
    '/api/lti/platforms/:id/links',
    {
      config: access,
      schema: { params: Params, querystring: Type.Object({ sub: Sub }), response: replies({ 204: Type.Null() }) },
    },
    async (req, reply) => {
      const p = req.principal!;
      const platform = await ofSchool(p, req.params.id);
      await db.transaction().execute(async (trx) => {
        const gone = await sql<{ user_id: string }>`DELETE FROM platform.lti_user_links
          WHERE platform_id = ${platform.id} AND sub = ${req.query.sub} RETURNING user_id::text`.execute(trx);
        if (!gone.rows[0]) throw notFound('This person of the platform is linked to no account');
        await recordAudit(trx, p, {
          tenantId: platform.tenant_id,
          action: 'lti_unlink',
          resource: 'lti_user_links',
          recordId: `${platform.id}:${req.query.sub}`,
          before: gone.rows[0],
        });
      });
      return reply.status(204).send(null);
    },
  );
}
