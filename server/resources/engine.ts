// The one write engine: create, update (optimistic concurrency on `version`), delete and bulk
// delete for any declared resource, each in one transaction with its audit record. Side effects in
// other stores (the identity store) run outside it: `beforeCreate` (undone if the transaction fails)
// and `afterCommit`.
import { sql, type RawBuilder } from 'kysely';
import { Type, type TObject } from '@sinclair/typebox';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import type { Tenant } from '../db/tenant.ts';
import { ApiError, badRequest, notFound, versionConflict } from '../errors.ts';
import { checkAccess } from '../plugins/access-policy.ts';
import { render } from '../listmodel/template.ts';
import { requireOperator } from '../auth/operator.ts';
import { holds } from '../listmodel/column-access.ts';
import type { QueryContext } from '../listmodel/types.ts';
import { writeAudit } from './audit.ts';
import { mapDbError } from './db-errors.ts';
import { validateInput } from './validate-input.ts';
import type { Operation, ResourceDef, Row, Values, WriteServices } from './types.ts';

const INT_ID = /^[0-9]{1,9}$/;
const UUID_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_BULK = 100;

/** The engine's context: the caller and the request's tenant (a job's or the seed's: server/db/tenant.ts). */
export function contextFor(db: Db, p: Principal, tenant: Tenant): QueryContext {
  return { principal: p, tenant };
}

export function allow(def: ResourceDef, op: Operation, p: Principal) {
  const permission = def.permissions[op];
  if (!permission)
    throw new ApiError(
      405,
      'method_not_allowed',
      `${def.name} records cannot be ${op === 'create' ? 'created' : op === 'update' ? 'changed' : 'deleted'} here`,
    );
  if (def.operatorOnly) requireOperator(p, `manage ${def.name}`);
  checkAccess(p, permission, def.uiPath);
}

/** The record as the caller may read it: without the columns whose permission they lack. */
export function answer(def: ResourceDef, row: Row, p: Principal): Row {
  const hide = Object.entries(def.columnPermissions ?? {}).filter(([, perm]) => !holds(p, perm));
  if (!hide.length) return row;
  const out = { ...row };
  for (const [col] of hide) delete out[col];
  return out;
}

export const stale = (def: ResourceDef, before: Row, version: unknown, p: Principal) =>
  versionConflict(def.name, answer(def, before, p), version);

export function parseId(def: ResourceDef, id: unknown): string | number {
  const s = String(id);
  if (def.key.type === 'int') {
    if (!INT_ID.test(s)) throw badRequest(`${def.name} id must be a positive integer`, 'invalid_id');
    return Number(s);
  }
  if (!UUID_ID.test(s)) throw badRequest(`${def.name} id must be a UUID`, 'invalid_id');
  return s.toLowerCase();
}

export const value = (def: ResourceDef, col: string, v: unknown): RawBuilder<unknown> =>
  def.jsonColumns?.includes(col) ? sql`${JSON.stringify(v)}::jsonb` : sql`${v}`;
export const returning = (def: ResourceDef) => sql.join(def.columns.map((c) => sql.id(c)));

export async function lockRow(
  trx: Db,
  def: ResourceDef,
  ctx: QueryContext,
  id: string | number,
): Promise<Row | undefined> {
  const res = await sql<Row>`SELECT ${returning(def)} FROM ${render(def.table, ctx)}
    WHERE ${sql.id(def.key.column)} = ${id} AND (${render(def.scope(ctx), ctx)}) FOR UPDATE`.execute(trx);
  return res.rows[0];
}

export async function guard<T>(def: ResourceDef, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw mapDbError(err, def.name);
  }
}

/** Options of a write made for a named action (the admin routes' invite, enable, disable). */
export interface WriteOptions {
  /** the audit record's action instead of create / update */
  auditAction?: string;
}

/** A created record, and the values answered with it once (the resource's `oneTime`). */
export interface Created {
  row: Row;
  oneTime?: Values;
}

export async function createRecord(
  services: WriteServices,
  def: ResourceDef,
  body: unknown,
  p: Principal,
  /** the request's tenant */
  tenant: Tenant,
): Promise<Created> {
  allow(def, 'create', p);
  const values = validateInput(def.createSchema!, body, `New ${def.name}`);
  const created = await createChecked(services, def, values, contextFor(services.db, p, tenant));
  return { ...created, row: answer(def, created.row, p) };
}

/** A create whose permission and input the caller has already checked (e.g. an admin route with its
 * own schema, or an operator writing into another tenant: `ctx.tenant`). Runs everything else the
 * generic create runs: prepare, the hooks outside and inside the transaction, the audit record. */
export async function createChecked(
  services: WriteServices,
  def: ResourceDef,
  input: Values,
  ctx: QueryContext,
  opts: WriteOptions = {},
): Promise<Created> {
  const { db } = services;
  let values = def.prepare ? await def.prepare('create', input, ctx, db) : input;
  const action = opts.auditAction ?? def.createAuditAction ?? 'create';
  const row = await guard(def, async () => {
    if (def.createWith) {
      const id = await def.createWith(values, ctx, db);
      return db.transaction().execute(async (trx) => {
        const row = (await lockRow(trx, def, ctx, id))!;
        await writeAudit(trx, def, ctx, action, null, row);
        return row;
      });
    }
    if (def.beforeCreate) values = await def.beforeCreate(values, ctx, services);
    const all: Values = { ...values, ...def.fixed?.(ctx) };
    // only the record's own columns are written; other prepared values are for the hooks
    const cols = Object.keys(all).filter((c) => def.columns.includes(c));
    try {
      return await db.transaction().execute(async (trx) => {
        const res = await sql<Row>`INSERT INTO ${render(def.table, ctx)} (${sql.join(cols.map((c) => sql.id(c)))})
          VALUES (${sql.join(cols.map((c) => value(def, c, all[c])))}) RETURNING ${returning(def)}`.execute(trx);
        const row = res.rows[0];
        await def.afterCreate?.(trx, row, all, ctx);
        await writeAudit(trx, def, ctx, action, null, row);
        return row;
      });
    } catch (err) {
      // the outside effect must not outlive the row it was made for; the write's own error is the answer
      if (def.beforeCreate) await def.undoBeforeCreate?.(values, ctx, services).catch(() => undefined);
      throw err;
    }
  });
  await def.afterCommit?.('create', null, row, ctx, services);
  if (!def.oneTime) return { row };
  return { row, oneTime: Object.fromEntries(def.oneTime.filter((k) => k in values).map((k) => [k, values[k]])) };
}

function withVersion(schema: TObject): TObject {
  return Type.Object({ ...schema.properties, version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
}
const updateSchemas = new WeakMap<TObject, TObject>();

export async function updateRecord(
  services: WriteServices,
  def: ResourceDef,
  rawId: unknown,
  body: unknown,
  p: Principal,
  /** the request's tenant */
  tenant: Tenant,
): Promise<Row> {
  allow(def, 'update', p);
  const ctx = contextFor(services.db, p, tenant);
  const id = parseId(def, rawId);
  let schema = updateSchemas.get(def.updateSchema!);
  if (!schema) updateSchemas.set(def.updateSchema!, (schema = withVersion(def.updateSchema!)));
  const { version, ...input } = validateInput(schema, body, `Changes to ${def.name}`);
  if (Object.keys(input).length === 0)
    throw badRequest(`Changes to ${def.name}: nothing to change besides version`, 'validation_failed');
  const [row] = await updateChecked(services, def, [{ id, values: input, version: version as number }], ctx);
  return answer(def, row, p);
}

export interface Change {
  id: string | number;
  values: Values;
  /** the version the caller saw; without it the change applies to the current version */
  version?: number;
}

/** Updates whose permission and input the caller has already checked, all in one transaction (all or
 * nothing), with prepare, the audit records and `afterCommit` like the generic update. */
export async function updateChecked(
  services: WriteServices,
  def: ResourceDef,
  changes: readonly Change[],
  ctx: QueryContext,
  opts: WriteOptions = {},
): Promise<Row[]> {
  const { db } = services;
  const prepared: Change[] = [];
  for (const c of changes) {
    const current = await lockRowOrThrow(db, def, ctx, c.id);
    prepared.push({ ...c, values: def.prepare ? await def.prepare('update', c.values, ctx, db, current) : c.values });
  }
  const done = await guard(def, () =>
    db.transaction().execute(async (trx) => {
      const out: [Row, Row][] = [];
      for (const { id, values, version } of prepared) {
        const before = await lockRowOrThrow(trx, def, ctx, id);
        if (version !== undefined && before.version !== version) throw stale(def, before, version, ctx.principal);
        const sets = Object.keys(values)
          .filter((c) => def.columns.includes(c))
          .map((c) => sql`${sql.id(c)} = ${value(def, c, values[c])}`);
        sets.push(sql`version = version + 1`);
        if (def.touchUpdatedAt) sets.push(sql`updated_at = now()`);
        const res = await sql<Row>`UPDATE ${render(def.table, ctx)} SET ${sql.join(sets)}
          WHERE ${sql.id(def.key.column)} = ${id} RETURNING ${returning(def)}`.execute(trx);
        await def.afterUpdate?.(trx, res.rows[0], values, ctx, before);
        await writeAudit(trx, def, ctx, opts.auditAction ?? 'update', before, res.rows[0]);
        out.push([before, res.rows[0]]);
      }
      return out;
    }),
  );
  for (const [before, after] of done) await def.afterCommit?.('update', before, after, ctx, services);
  return done.map(([, after]) => after);
}

export async function lockRowOrThrow(db: Db, def: ResourceDef, ctx: QueryContext, id: string | number): Promise<Row> {
  const row = await lockRow(db, def, ctx, id);
  if (!row) throw notFound(`No ${def.name} record ${id} that you may change`, 'not_found');
  return row;
}

async function deleteOne(
  trx: Db,
  def: ResourceDef,
  ctx: QueryContext,
  id: string | number,
  version?: number,
): Promise<Row> {
  const before = await lockRowOrThrow(trx, def, ctx, id);
  if (version !== undefined && before.version !== version) throw stale(def, before, version, ctx.principal);
  await def.beforeDelete?.(trx, before, ctx);
  await sql`DELETE FROM ${render(def.table, ctx)} WHERE ${sql.id(def.key.column)} = ${id}`.execute(trx);
  await def.afterDelete?.(trx, before, ctx);
  await writeAudit(trx, def, ctx, 'delete', before, null);
  return before;
}

async function afterDeletes(services: WriteServices, def: ResourceDef, ctx: QueryContext, rows: Row[]) {
  for (const row of rows) await def.afterCommit?.('delete', row, null, ctx, services);
  return rows.map((row) => answer(def, row, ctx.principal));
}

export async function deleteRecord(
  services: WriteServices,
  def: ResourceDef,
  rawId: unknown,
  rawVersion: unknown,
  p: Principal,
  /** the request's tenant */
  tenant: Tenant,
): Promise<Row> {
  allow(def, 'delete', p);
  const ctx = contextFor(services.db, p, tenant);
  const id = parseId(def, rawId);
  let version: number | undefined;
  if (rawVersion !== undefined) {
    if (typeof rawVersion !== 'string' || !INT_ID.test(rawVersion))
      throw badRequest('version must be a positive integer', 'invalid_version');
    version = Number(rawVersion);
  }
  const row = await guard(def, () => services.db.transaction().execute((trx) => deleteOne(trx, def, ctx, id, version)));
  return (await afterDeletes(services, def, ctx, [row]))[0];
}

export async function deleteRecords(
  services: WriteServices,
  def: ResourceDef,
  rawIds: unknown,
  p: Principal,
  /** the request's tenant */
  tenant: Tenant,
): Promise<Row[]> {
  allow(def, 'delete', p);
  const ctx = contextFor(services.db, p, tenant);
  if (!Array.isArray(rawIds) || rawIds.length === 0 || rawIds.length > MAX_BULK) {
    throw badRequest(`ids must be a list of 1 to ${MAX_BULK} ${def.name} ids`, 'invalid_ids');
  }
  const ids = [...new Set(rawIds.map((id) => parseId(def, id)))];
  // all or nothing: one missing or refused record leaves every record in place
  const rows = await guard(def, () =>
    services.db.transaction().execute(async (trx) => {
      const out: Row[] = [];
      for (const id of ids) out.push(await deleteOne(trx, def, ctx, id));
      return out;
    }),
  );
  return afterDeletes(services, def, ctx, rows);
}
