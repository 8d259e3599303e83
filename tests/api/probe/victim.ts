// The victim tenant B: marker rows inserted straight into its schema and platform tables (each
// marker a distinct string no other tenant holds), its real ids read back from the database,
// files in its user areas, and a fingerprint of everything it owns to compare before and after.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/database.ts';
import { tenantFor } from '../../../server/db/tenant.ts';
import type { Principal } from '../../../server/auth/principal.ts';
import { render } from '../../../server/listmodel/template.ts';
import { RESOURCES } from '../../../server/resources/definitions/index.ts';
import type { Row } from '../../../server/resources/types.ts';
import { createMissingRow } from './missing-rows.ts';
import { DEFAULT_BLOCKED_PATHS } from '../../../src/policies/blocked-paths.ts';
import { TOOL_CATALOGUE } from '../../../src/shared/tools/catalogue.ts';

export interface VictimFile {
  filePath: string;
  bytes: Buffer;
}

export interface Victim {
  schema: string;
  tenantId: number;
  /** the prefix of every marker inserted for this victim */
  tag: string;
  /** strings only this tenant holds: a response to another tenant must carry none */
  markers: string[];
  userIds: string[];
  emails: string[];
  /** real ids of its rows: one of each marker row first, then seeded ones */
  intIds: number[];
  roleIds: number[];
  roleNames: string[];
  files: VictimFile[];
  dirs: string[];
  /** per writable resource: its rows (key and version), marker rows first */
  resourceRows: Map<string, { id: string | number; version?: number }[]>;
  adminEmail: string;
}

const q = <T = Row>(db: Db, text: ReturnType<typeof sql<T>>) => text.execute(db).then((r) => r.rows);

/** A principal of the victim's tenant, only to render registry text (scopes, tables) for it. */
function victimPrincipal(schema: string, tenantId: number, userId: string): Principal {
  return {
    sub: userId,
    userId,
    partyId: null,
    email: '',
    tenantId,
    schema,
    tenantTitle: '',
    tenantModel: 'B2B',
    roles: ['admin'],
    currentRole: 'admin',
    rolePermissions: [],
    blockedPaths: [],
  };
}

export async function prepareVictim(
  app: FastifyInstance,
  schema: string,
  adminEmail: string,
  adminToken: string,
): Promise<Victim> {
  const db = app.database.db;
  const tag = `prb${randomBytes(4).toString('hex')}`;
  const m = (what: string) => `${tag}${what}`;
  // explicit ids far above the seeded ones, so no other tenant has a row with the same id
  const n = 900_000 + randomInt(0, 9_000) * 10;
  const s = sql.id(schema);
  const [tenant] = await q<{ id: number }>(
    db,
    sql`SELECT id FROM platform.tenants WHERE config->>'schema_name' = ${schema}`,
  );
  const tid = tenant.id;
  const [admin] = await q<{ user_id: string }>(
    db,
    sql`SELECT user_id FROM platform.app_users WHERE email = ${adminEmail}`,
  );
  const user = randomUUID();
  const [term] = await q<{ id: number }>(db, sql`SELECT max(id) AS id FROM ${s}.terms`);
  const slug = TOOL_CATALOGUE[0].slug;

  await db.transaction().execute(async (trx) => {
    const run = (text: ReturnType<typeof sql>) => text.execute(trx);
    await run(sql`INSERT INTO platform.identities (sub, email, password_hash, given_name, family_name)
      VALUES (${user}, ${m('user@victim.test')}, 'unusable', ${m('given')}, ${m('family')})`);
    await run(sql`INSERT INTO platform.app_users (user_id, tenant_id, party_id, email, first_name, last_name, roles)
      VALUES (${user}, ${tid}, ${n + 1}, ${m('user@victim.test')}, ${m('userfirst')}, ${m('userlast')},
              '{"access":["student"]}'::jsonb)`);
    await run(sql`INSERT INTO ${s}.subjects (id, name) VALUES (${n}, ${m('subject')})`);
    await run(sql`INSERT INTO ${s}.parties (party_id, kind, user_id, first_name, last_name, email) VALUES
      (${n + 1}, 'student', ${user}, ${m('stufirst')}, ${m('stulast')}, ${m('stu@victim.test')}),
      (${n + 2}, 'teacher', NULL, ${m('teafirst')}, ${m('tealast')}, ${m('tea@victim.test')})`);
    await run(sql`INSERT INTO ${s}.courses (id, course_code, course_title, subject_id, owner_user_id, description)
      VALUES (${n}, ${m('code')}, ${m('course')}, ${n}, ${user}, ${m('coursedesc')})`);
    await run(sql`INSERT INTO ${s}.sections (id, course_id, term_id, teacher_party_id, section_name)
      VALUES (${n}, ${n}, ${term.id}, ${n + 2}, ${m('section')})`);
    await run(sql`INSERT INTO ${s}.enrollments (section_id, student_party_id) VALUES (${n}, ${n + 1})`);
    await run(sql`INSERT INTO ${s}.assignments (id, section_id, title) VALUES (${n}, ${n}, ${m('assignment')})`);
    await run(
      sql`INSERT INTO ${s}.grades (id, assignment_id, student_party_id, score) VALUES (${n}, ${n}, ${n + 1}, 42)`,
    );
    await run(sql`INSERT INTO ${s}.documents (id, owner_party_id, doc_type, name, file_path)
      VALUES (${n}, ${n + 1}, 'report', ${m('doc.txt')}, ${`students/${n + 1}/documents/${m('doc.txt')}`})`);
    await run(
      sql`INSERT INTO ${s}.subscriptions (id, app_user_id, course_id, plan) VALUES (${n}, ${user}, ${n}, ${m('plan')})`,
    );
    await run(
      sql`INSERT INTO platform.doc_types (tenant_id, name, applies_to) VALUES (${tid}, ${m('doctype')}, 'student')`,
    );
    await run(sql`INSERT INTO ${s}.tbl_templates (id, template_name, bizobjfile, api, columns)
      VALUES (${n}, ${m('template')}, 'courses', 'courses', '[{"name":"course_code","label":"Code","visible":true}]'::jsonb)`);
    await run(sql`INSERT INTO platform.roles (tenant_id, role_name, description, role_permissions)
      VALUES (${tid}, ${m('-role')}, ${m('roledesc')}, '["course.read"]'::jsonb)`);
    await run(sql`INSERT INTO platform.ai_saved_outputs (tenant_id, user_id, tool_slug, title, inputs, output)
      VALUES (${tid}, ${admin.user_id}, ${slug}, ${m('saved')}, ${JSON.stringify({ topic: m('input') })}::jsonb, ${m('output')})`);
    await run(sql`INSERT INTO platform.ai_quotas (tenant_id, role_name, requests_per_day, tokens_per_day)
      VALUES (${tid}, ${m('-quota')}, 7, 7)`);
    // a model server that answers nothing, and a daily quota of 0 so that no call ever reaches it
    await run(sql`INSERT INTO platform.ai_quotas (tenant_id, role_name, requests_per_day, tokens_per_day)
      VALUES (${tid}, '*', 0, 0) ON CONFLICT (coalesce(tenant_id, 0), role_name) DO UPDATE SET requests_per_day = 0`);
    await run(sql`INSERT INTO platform.ai_usage (tenant_id, user_id, role_name, tool_slug, model, total_tokens)
      VALUES (${tid}, ${admin.user_id}, 'admin', ${m('tool')}, ${m('usedmodel')}, 5)`);
    await run(sql`INSERT INTO platform.prompt_templates (tenant_id, template_name, body, default_template)
      VALUES (${tid}, 'CommonCharacter', ${m('common')}, 'N')
      ON CONFLICT (coalesce(tenant_id, 0), template_name) DO UPDATE SET body = EXCLUDED.body`);
    await run(sql`INSERT INTO platform.app_providers (tenant_id, provider_name, base_url, model)
      VALUES (${tid}, ${m('provider')}, 'http://127.0.0.1:9/v1', ${m('model')})
      ON CONFLICT (tenant_id) DO UPDATE SET provider_name = EXCLUDED.provider_name, model = EXCLUDED.model`);
    await run(sql`INSERT INTO platform.app_controls (tenant_id, blocked_paths)
      VALUES (${tid}, ${JSON.stringify([...DEFAULT_BLOCKED_PATHS, `/${m('blocked')}`])}::jsonb)
      ON CONFLICT (tenant_id) DO UPDATE SET blocked_paths = platform.app_controls.blocked_paths || ${JSON.stringify([`/${m('blocked')}`])}::jsonb`);
    await run(sql`UPDATE platform.settings SET data = data || ${JSON.stringify({ probe: m('setting') })}::jsonb
      WHERE tenant_id = ${tid}`);
    await run(sql`INSERT INTO platform.audit_log (tenant_id, user_id, action, resource, record_id, after)
      VALUES (${tid}, ${admin.user_id}, 'create', 'probe', ${m('auditrecord')}, ${JSON.stringify({ note: m('audit') })}::jsonb)`);
  });

  // files in its user areas, uploaded by its own administrator
  const dirs = [
    `users/${user}`,
    `users/${admin.user_id}`,
    `students/${n + 1}/documents`,
    `teachers/${n + 2}/documents`,
  ];
  const files: VictimFile[] = [];
  for (const dir of dirs) {
    const bytes = Buffer.from(`${m('filebytes')} ${dir}\n`);
    const boundary = `----probe${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${m('file')}.txt"\r\n` +
          'Content-Type: text/plain\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: `/fs/files?${new URLSearchParams({ dir, persistFilename: 'true' })}`,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`victim upload to ${dir} failed (${res.statusCode}): ${res.body}`);
    files.push({ filePath: res.json()[0].filePath, bytes });
  }

  const users = await q<{ user_id: string; email: string }>(
    db,
    sql`SELECT user_id, email FROM platform.app_users WHERE tenant_id = ${tid} ORDER BY (user_id = ${user}) DESC, email`,
  );
  const roles = await q<{ id: number; role_name: string }>(
    db,
    sql`SELECT id, role_name FROM platform.roles WHERE tenant_id = ${tid} ORDER BY (role_name = ${m('-role')}) DESC, id`,
  );
  const platformIds = await q<{ id: string }>(
    db,
    sql`SELECT id::text FROM platform.ai_saved_outputs WHERE tenant_id = ${tid}
        UNION ALL SELECT id::text FROM platform.ai_quotas WHERE tenant_id = ${tid}
        UNION ALL SELECT id::text FROM platform.app_controls WHERE tenant_id = ${tid}
        UNION ALL SELECT id::text FROM platform.app_providers WHERE tenant_id = ${tid}
        UNION ALL SELECT id::text FROM platform.prompt_templates WHERE tenant_id = ${tid}
        UNION ALL SELECT id::text FROM platform.doc_types WHERE tenant_id = ${tid}`,
  );

  const ctx = {
    principal: victimPrincipal(schema, tid, admin.user_id),
    tenant: tenantFor(db, { id: tid, schema }),
  };
  const resourceRows = new Map<string, { id: string | number; version?: number }[]>();
  const createdMarkers: string[] = [];
  for (const def of RESOURCES.values()) {
    const read = () => q<Row>(db, sql`SELECT * FROM ${render(def.table, ctx)} WHERE (${render(def.scope(ctx), ctx)})`);
    let rows = await read();
    if (!rows.length) {
      createdMarkers.push(...(await createMissingRow(app, adminToken, def, m)));
      rows = await read();
    }
    const own = rows
      .filter((r) => (def.auditTenant ? def.auditTenant(r, ctx) === tid : true))
      .sort((a, b) => Number(JSON.stringify(b).includes(tag)) - Number(JSON.stringify(a).includes(tag)))
      .slice(0, 3)
      .map((r) => ({ id: r[def.key.column] as string | number, version: r.version as number | undefined }));
    resourceRows.set(def.name, own);
  }

  const intIds = [
    ...new Set([
      n,
      n + 1,
      n + 2,
      roles[0].id,
      ...platformIds.map((r) => Number(r.id)),
      tid,
      ...roles.map((r) => r.id),
      ...[...resourceRows.values()].flat().flatMap((r) => (typeof r.id === 'number' ? [r.id] : [])),
    ]),
  ];
  const markers = [
    ...[
      'user@victim.test',
      'given',
      'family',
      'userfirst',
      'userlast',
      'subject',
      'stufirst',
      'stulast',
      'stu@victim.test',
      'teafirst',
      'tealast',
      'tea@victim.test',
      'code',
      'course',
      'coursedesc',
      'section',
      'assignment',
      'doc.txt',
      'plan',
      '-role',
      'roledesc',
      'saved',
      'input',
      'output',
      '-quota',
      'tool',
      'usedmodel',
      'common',
      'provider',
      'model',
      'blocked',
      'setting',
      'auditrecord',
      'audit',
      'filebytes',
      'file.txt',
    ].map(m),
    ...createdMarkers,
    ...users.flatMap((u) => [u.user_id, u.email]),
  ];
  return {
    schema,
    tenantId: tid,
    tag,
    markers,
    userIds: users.slice(0, 3).map((u) => u.user_id),
    emails: users.slice(0, 2).map((u) => u.email),
    intIds,
    roleIds: roles.slice(0, 2).map((r) => r.id),
    roleNames: [m('-role'), m('-quota')],
    files,
    dirs,
    resourceRows,
    adminEmail,
  };
}

/** A fingerprint of everything the victim owns: its schema's tables, its rows of every platform
 * table with a tenant_id (and the platform defaults, tenant_id NULL), its tenant row and its
 * users' identities. */
export async function fingerprint(db: Db, v: Victim): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const tables = await q<{ s: string; n: string; scoped: boolean }>(
    db,
    sql`SELECT t.table_schema AS s, t.table_name AS n,
          EXISTS (SELECT 1 FROM information_schema.columns c WHERE c.table_schema = t.table_schema
                  AND c.table_name = t.table_name AND c.column_name = 'tenant_id') AS scoped
        FROM information_schema.tables t
        WHERE t.table_type = 'BASE TABLE' AND t.table_schema IN (${v.schema}, 'platform') ORDER BY 1, 2`,
  );
  const sum = async (key: string, from: ReturnType<typeof sql>) => {
    const [r] = await q<{ c: number; h: string | null }>(
      db,
      sql`SELECT count(*)::int AS c, md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))) AS h FROM (${from}) x`,
    );
    out.set(key, `${r.c}:${r.h}`);
  };
  for (const { s, n, scoped } of tables) {
    const t = sql`${sql.id(s)}.${sql.id(n)}`;
    if (s === v.schema) await sum(`${s}.${n}`, sql`SELECT * FROM ${t}`);
    else if (scoped) {
      await sum(`${s}.${n} (tenant)`, sql`SELECT * FROM ${t} WHERE tenant_id = ${v.tenantId}`);
      await sum(`${s}.${n} (platform defaults)`, sql`SELECT * FROM ${t} WHERE tenant_id IS NULL`);
    }
  }
  await sum('platform.tenants (tenant)', sql`SELECT * FROM platform.tenants WHERE id = ${v.tenantId}`);
  await sum(
    'platform.identities (tenant)',
    sql`SELECT * FROM platform.identities WHERE sub IN (SELECT user_id FROM platform.app_users WHERE tenant_id = ${v.tenantId})`,
  );
  return out;
}

/** The keys whose fingerprint changed. */
export const changed = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((k) => before.get(k) !== after.get(k));
