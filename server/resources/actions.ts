// Named actions of the one write engine: POST /api/resources/:resource/actions/:action {ids, input?}.
// The request as a whole is refused (403 without the action's permission, 400 for bad ids or input,
// 404 for an unknown action); otherwise each id runs on its own and gets its own answer, so one
// refused id never hides what happened to the others, and the database changes of one id are all or
// nothing: its row and its audit record are written in one transaction. How to declare an action:
// docs/adding-a-screen.md.
import { sql } from 'kysely';
import { Type, type TObject } from '@sinclair/typebox';
import type { Principal } from '../auth/principal.ts';
import { requireOperator } from '../auth/operator.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { checkAccess } from '../plugins/access-policy.ts';
import { render } from '../listmodel/template.ts';
import type { QueryContext } from '../listmodel/types.ts';
import type { Tenant } from '../db/tenant.ts';
import { writeAudit } from './audit.ts';
import { mapDbError } from './db-errors.ts';
import { MAX_BULK, answer, contextFor, lockRow, lockRowOrThrow, parseId, returning, value } from './engine.ts';
import { validateInput } from './validate-input.ts';
import type { ActionDef, ResourceDef, Row, Values, WriteServices } from './types.ts';

/** One id's answer: its record after the action (and any output), or why it failed. */
export type ActionResult =
  | { id: string | number; ok: true; data: Row; output?: Values }
  | { id: string | number; ok: false; status: number; error: { code: string; message: string; [k: string]: unknown } };

export interface ActionAnswer {
  action: string;
  succeeded: number;
  failed: number;
  results: ActionResult[];
}

const EMPTY = Type.Object({}, { additionalProperties: false });

export function actionDef(def: ResourceDef, name: string): ActionDef {
  const action = Object.hasOwn(def.actions ?? {}, name) ? def.actions![name] : undefined;
  if (!action) throw notFound(`${def.name} has no action ${JSON.stringify(name.slice(0, 64))}`, 'unknown_action');
  return action;
}

function failure(id: string | number, err: unknown, def: ResourceDef): ActionResult {
  const e = mapDbError(err, def.name);
  if (!(e instanceof ApiError)) throw e;
  return { id, ok: false, status: e.statusCode, error: { code: e.code, message: e.message, ...(e.details ?? {}) } };
}

async function runOne(
  services: WriteServices,
  def: ResourceDef,
  name: string,
  action: ActionDef,
  id: string | number,
  input: Values,
  ctx: QueryContext,
): Promise<ActionResult> {
  const { db } = services;
  let output: Values = {};
  let row: Row;
  try {
    row = await lockRowOrThrow(db, def, ctx, id);
    await action.check?.(row, input, ctx);
    output = { ...((await action.before?.(row, input, ctx, services)) ?? {}) };
  } catch (err) {
    return failure(id, err, def);
  }
  let after: Row;
  try {
    after = await db.transaction().execute(async (trx) => {
      const current = await lockRow(trx, def, ctx, id);
      if (!current) throw notFound(`No ${def.name} record ${id} that you may change`, 'not_found');
      const step = await action.apply(current, input, ctx, trx);
      if (step.unchanged) return current;
      let changed = current;
      const cols = Object.keys(step.set ?? {}).filter((c) => def.columns.includes(c));
      if (cols.length) {
        const sets = cols.map((c) => sql`${sql.id(c)} = ${value(def, c, step.set![c])}`);
        sets.push(sql`version = version + 1`);
        if (def.touchUpdatedAt) sets.push(sql`updated_at = now()`);
        const res = await sql<Row>`UPDATE ${render(def.table, ctx)} SET ${sql.join(sets)}
          WHERE ${sql.id(def.key.column)} = ${id} RETURNING ${returning(def)}`.execute(trx);
        changed = res.rows[0];
      }
      await writeAudit(trx, def, ctx, name, current, changed);
      return changed;
    });
  } catch (err) {
    if (action.before) await action.undo?.(row, output, ctx, services).catch(() => undefined);
    return failure(id, err, def);
  }
  try {
    output = { ...output, ...((await action.after?.(row, after, input, ctx, services)) ?? {}) };
  } catch (err) {
    return failure(id, err, def);
  }
  const data = answer(def, after, ctx.principal);
  return Object.keys(output).length ? { id, ok: true, data, output } : { id, ok: true, data };
}

async function guardInput(run: () => Values | Promise<Values>, def: ResourceDef): Promise<Values> {
  try {
    return await run();
  } catch (err) {
    throw mapDbError(err, def.name);
  }
}

/** Checks the request as a whole, then runs the action on each id in order (ids named twice once). */
export async function runAction(
  services: WriteServices,
  def: ResourceDef,
  name: string,
  body: unknown,
  p: Principal,
  /** the route's own shape check, answered only to a caller with the permission */
  shapeError: ApiError | undefined,
  /** the request's tenant (or the one a job or import works on) */
  tenant: Tenant,
): Promise<ActionAnswer> {
  const action = actionDef(def, name);
  if (def.operatorOnly) requireOperator(p, `manage ${def.name}`);
  checkAccess(p, action.permission, def.uiPath);
  if (shapeError) throw shapeError;
  const b = (body ?? {}) as { ids?: unknown; input?: unknown };
  const max = action.maxIds ?? MAX_BULK;
  if (!Array.isArray(b.ids) || b.ids.length === 0 || b.ids.length > max)
    throw badRequest(`ids must be a list of 1 to ${max} ${def.name} ids`, 'invalid_ids', {
      fields: { ids: `1 to ${max} ids` },
    });
  const ids = [...new Set(b.ids.map((id) => parseId(def, id)))];
  const checked = validateInput((action.input ?? EMPTY) as TObject, b.input ?? {}, `${action.label} ${def.name}`);
  const ctx = contextFor(services.db, p, tenant);
  const input = action.prepareInput
    ? await guardInput(() => action.prepareInput!(checked, ctx, services.db), def)
    : checked;
  const results: ActionResult[] = [];
  for (const id of ids) results.push(await runOne(services, def, name, action, id, input, ctx));
  const succeeded = results.filter((r) => r.ok).length;
  return { action: name, succeeded, failed: results.length - succeeded, results };
}
