// A table template's rows as the signed-in user may read them (docs/tables.md): one server page for
// the grid, or every row (up to EXPORT_CAP) for the totals and the exports. The list query runs with
// the template's filters and sort (grouping column first) through the same engine as
// POST /api/query/listmodel, so the query's own permission and row scope apply.
import { sql } from 'kysely';
import { notFound } from '../errors.ts';
import { findQuery } from '../listmodel/query-registry.ts';
import { runList } from '../listmodel/run-list.ts';
import { ROWSIZE_MAX } from '../listmodel/validate-request.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { checkTemplate, toListQuery } from './check-template.ts';
import type { TemplateDefinition } from '../../src/shared/entities/tbl-templates.ts';
import { groupSummaries, totalsOf } from '../../src/shared/template-totals.ts';

/** The most rows an export writes and totals are computed over. */
export const EXPORT_CAP = 5000;

type Row = Record<string, unknown>;
interface Page {
  rowoffset?: number;
  rowsize?: number;
}

async function runPage(db: Db, tenant: Tenant, p: Principal, def: TemplateDefinition, page: Page) {
  const entry = findQuery(def.bizobjfile, def.api)!;
  return runList(db, entry, { ...toListQuery(def), ...page }, p, tenant);
}

/** The visible columns in order, and each row cut to them (and to the grouping column). */
export function shape(def: TemplateDefinition, rows: Row[]) {
  const visible = def.columns.filter((c) => c.visible);
  const keep = def.group_by && !visible.some((c) => c.name === def.group_by) ? [def.group_by] : [];
  const names = [...visible.map((c) => c.name), ...keep];
  return {
    rows: rows.map((r) => Object.fromEntries(names.map((n) => [n, r[n] ?? null]))),
    columns: visible.map(({ name, label, width, format }) => ({ name, label, width, format })),
  };
}

/** Every row of the template, page by page, at most `cap`; `complete` false when there were more. */
export async function allRows(db: Db, t: Tenant, p: Principal, def: TemplateDefinition, cap = EXPORT_CAP) {
  checkTemplate(def, p);
  const rows: Row[] = [];
  let total = 0;
  do {
    const rowsize = Math.min(ROWSIZE_MAX, cap - rows.length);
    const page = await runPage(db, t, p, def, { rowoffset: rows.length, rowsize });
    total = page.total;
    if (!page.rows.length) break;
    rows.push(...page.rows);
  } while (rows.length < Math.min(total, cap));
  return { rows, total, complete: rows.length >= total };
}

/** The grouping column's heading (its template label, else the query's). */
export function groupColumn(def: TemplateDefinition) {
  if (!def.group_by) return null;
  const label =
    def.columns.find((c) => c.name === def.group_by)?.label ||
    findQuery(def.bizobjfile, def.api)?.columns[def.group_by]?.label ||
    def.group_by;
  return { name: def.group_by, label };
}

/** One page of the template's rows, with the grand totals and the subtotals of its page's groups. */
export async function templateRows(db: Db, t: Tenant, p: Principal, def: TemplateDefinition, page: Page) {
  checkTemplate(def, p);
  const result = await runPage(db, t, p, def, page);
  const { rows, columns } = shape(def, result.rows);
  const data = [{ rows, total: result.total }];
  const totals = def.totals ?? [];
  if (!def.group_by && !totals.length) return { data, columns };
  const all = await allRows(db, t, p, def);
  const onPage = new Set(result.rows.map((r) => String(r[def.group_by ?? ''])));
  return {
    data,
    columns,
    group_by: groupColumn(def),
    totals: totalsOf(all.rows, totals),
    groups: def.group_by
      ? groupSummaries(all.rows, def.group_by, totals).filter((g) => onPage.has(String(g.value)))
      : [],
    complete: all.complete,
  };
}

export async function loadTemplate(db: Db, t: Tenant, id: number) {
  const found = await sql<TemplateDefinition & { template_name: string }>`
    SELECT template_name, bizobjfile, api, columns, filters, sort, group_by, totals
    FROM ${t.table('tbl_templates')} WHERE id = ${id}`.execute(db);
  if (!found.rows[0]) throw notFound(`No template ${id}`);
  return found.rows[0];
}
