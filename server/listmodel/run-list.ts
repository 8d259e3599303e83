// Runs one list query: checks access for the entry, validates the request, executes the one
// compiled statement, and shapes the answer {rows, total, fieldLabels?}.
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { checkAccess } from '../plugins/access-policy.ts';
import { forbidden } from '../errors.ts';
import { compileList } from './compile.ts';
import { readableColumns } from './column-access.ts';
import type { TargetTenant } from './resolve-tenant.ts';
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

export async function runList(
  db: Db,
  entry: QueryEntry,
  body: ListBody,
  p: Principal,
  tenant: TargetTenant,
): Promise<ListResult> {
  checkEntryAccess(entry, p);
  const req = validateRequest(entry, body);
  const ctx: QueryContext = {
    principal: p,
    tenant: { id: tenant.id, schema: tenant.schema },
    tenantNamed: tenant.named,
  };
  const res = await compileList(req, ctx).execute(db);
  const total = (res.rows[0]?.__total as number | undefined) ?? 0;
  // an empty page still answers one row: the total, with no page columns
  const rows = res.rows
    .filter((r) => r.__n !== null)
    .map((r) => {
      delete r.__total;
      delete r.__n;
      return r;
    });
  const result: ListResult = { rows, total };
  if (req.includeFieldLabels) {
    result.fieldLabels = Object.fromEntries(readableColumns(entry, p).map((c) => [c, entry.columns[c].label]));
  }
  return result;
}
