// Runs one list query: checks access for the entry, validates the request, executes the one
// compiled statement, and shapes the answer {rows, total, fieldLabels?}.
import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { checkAccess } from '../plugins/access-policy.ts';
import { forbidden } from '../errors.ts';
import { compileList, type ListPageRow } from './compile.ts';
import { readableColumns } from './column-access.ts';
import type { Tenant } from '../db/tenant.ts';
import { requireOperator } from '../auth/operator.ts';
import { validateRequest, type ListBody } from './validate-request.ts';
import type { ListResult, QueryContext, QueryEntry } from './types.ts';

export function checkEntryAccess(entry: QueryEntry, p: Principal) {
  if (entry.operatorOnly) requireOperator(p, `use ${entry.bizobjfile}/${entry.api}`);
  if (entry.onlySchemas && !entry.onlySchemas.includes(p.schema)) {
    throw forbidden(
      `${entry.bizobjfile}/${entry.api} is only for tenant ${entry.onlySchemas.join(', ')}`,
      'wrong_tenant',
    );
  }
  checkAccess(p, entry.permission, entry.uiPath);
}

/**
 * Statements already compiled, by principal object, query, target tenant and request body. The
 * statement is a function of those alone (registry text, the principal's ids and permissions,
 * the body), and the principal cache hands out one frozen object per user until it changes, so
 * a grid paged or refreshed again skips validation and compiling (docs/scaling.md). A principal
 * object replaced after an invalidation gets a new number, so its old statements are never used
 * again and age out. At most 2,000 statements of a few kB, least recently used dropped first.
 */
const principalIds = new WeakMap<Principal, number>();
let lastPrincipalId = 0;
const compiled = new Map<string, { query: CompiledQuery<ListPageRow>; labels: boolean }>();
const COMPILED_MAX = 2_000;

function compiledFor(db: Db, entry: QueryEntry, body: ListBody, p: Principal, ctx: QueryContext) {
  let pid = principalIds.get(p);
  if (pid === undefined) principalIds.set(p, (pid = ++lastPrincipalId));
  const key = `${pid}\u0000${entry.bizobjfile}/${entry.api}\u0000${ctx.tenant.id}\u0000${ctx.tenant.schema}\u0000${ctx.tenant.named}\u0000${JSON.stringify(body)}`;
  const hit = compiled.get(key);
  if (hit) {
    compiled.delete(key); // most recently used last
    compiled.set(key, hit);
    return hit;
  }
  const req = validateRequest(entry, body);
  const { sql, parameters } = compileList(req, ctx).compile(db);
  // only the text and parameters are kept, not the statement's operation tree
  const made = {
    query: CompiledQuery.raw(sql, [...parameters]) as CompiledQuery<ListPageRow>,
    labels: req.includeFieldLabels,
  };
  if (compiled.size >= COMPILED_MAX) compiled.delete(compiled.keys().next().value!);
  compiled.set(key, made);
  return made;
}

export async function runList(
  db: Db,
  entry: QueryEntry,
  body: ListBody,
  p: Principal,
  tenant: Tenant,
): Promise<ListResult> {
  checkEntryAccess(entry, p);
  const ctx: QueryContext = { principal: p, tenant };
  const { query, labels } = compiledFor(db, entry, body, p, ctx);
  const res = await db.executeQuery(query);
  const total = res.rows[0]?.__total ?? 0;
  // an empty page still answers one row: the total, with no page columns
  const rows = res.rows
    .filter((r) => r.__n !== null)
    .map(({ __total: _total, __n: _n, ...columns }): Record<string, unknown> => columns);
  const result: ListResult = { rows, total };
  if (labels) {
    result.fieldLabels = Object.fromEntries(readableColumns(entry, p).map((c) => [c, entry.columns[c].label]));
  }
  return result;
}
