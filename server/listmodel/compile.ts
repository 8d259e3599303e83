// The one engine: a registry entry plus a validated request become ONE parameterized SELECT.
// Identifiers and SQL text come only from the registry; every request value is a parameter.
import { sql, type RawBuilder } from 'kysely';
import { render } from './template.ts';
import { OUTPUT_CAST } from './value-types.ts';
import { assertColumnAccess, columnSqlFor, readableColumns } from './column-access.ts';
import type { FilterCondition, ListRequest, QueryContext, QueryEntry } from './types.ts';

const COMPARE: Record<string, string> = {
  '=': '=',
  '!=': '<>',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
  like: 'LIKE',
  ilike: 'ILIKE',
};

function condition(entry: QueryEntry, c: FilterCondition, ctx: QueryContext): RawBuilder<unknown> {
  const expr = sql`(${render(columnSqlFor(entry, c.column, ctx.principal), ctx)})`;
  switch (c.op) {
    case 'is_null':
      return sql`${expr} IS NULL`;
    case 'not_null':
      return sql`${expr} IS NOT NULL`;
    case 'in':
      return sql`${expr} IN (${sql.join(c.value as unknown[])})`;
    default:
      return sql`${expr} ${sql.raw(COMPARE[c.op])} ${c.value}`;
  }
}

export function selectedColumns(entry: QueryEntry): string[] {
  return Object.keys(entry.columns).filter((c) => !entry.columns[c].hidden);
}

/** FROM, WHERE (entry condition, row scope, filters) and GROUP BY, shared by the page and the count. */
function body(req: ListRequest, ctx: QueryContext): RawBuilder<unknown> {
  const { entry } = req;
  const where: RawBuilder<unknown>[] = [];
  if (entry.where) where.push(sql`(${render(entry.where, ctx)})`);
  const scope = entry.scope?.(ctx);
  if (scope) where.push(sql`(${render(scope, ctx)})`);
  for (const c of req.conditions) where.push(condition(entry, c, ctx));
  return sql`FROM ${render(entry.from, ctx)}${where.length ? sql` WHERE ${sql.join(where, sql` AND `)}` : sql``}${
    entry.groupBy
      ? sql` GROUP BY ${sql.join(entry.groupBy.map((c) => render(columnSqlFor(entry, c, ctx.principal), ctx)))}`
      : sql``
  }`;
}

/**
 * The page and the total in one statement (one snapshot, one round trip): the count can use an
 * index-only scan and the page stops after OFFSET + LIMIT rows of an ordered scan, where a
 * count(*) OVER () would make the page read every matching row. The outer LEFT JOIN keeps the
 * total when the page is empty; __n (the row's position) keeps the page order.
 */
/** A row of the list statement: the readable columns, the page position and the total. */
export interface ListPageRow {
  /** null on the one row an empty page answers */
  __n: string | null;
  __total: number;
  [column: string]: unknown;
}

export function compileList(req: ListRequest, ctx: QueryContext): RawBuilder<ListPageRow> {
  const { entry } = req;
  // here rather than only in validation, so no caller can compile a column the principal may not read
  assertColumnAccess(req, ctx.principal);
  const select = readableColumns(entry, ctx.principal).map((name) => {
    const cast = OUTPUT_CAST[entry.columns[name].type];
    const expr = render(columnSqlFor(entry, name, ctx.principal), ctx);
    return cast ? sql`(${expr})${sql.raw(cast)} AS ${sql.id(name)}` : sql`${expr} AS ${sql.id(name)}`;
  });
  const order = [...req.sort];
  if (!order.some(([c]) => c === entry.key)) order.push([entry.key, 'asc']);
  const orderBy = sql.join(
    order.map(
      ([c, d]) => sql`${render(columnSqlFor(entry, c, ctx.principal), ctx)} ${sql.raw(d === 'desc' ? 'DESC' : 'ASC')}`,
    ),
  );
  const from = body(req, ctx);
  return sql<ListPageRow>`WITH "__count" AS (SELECT count(*)::int AS n FROM (SELECT 1 ${from}) AS "__all"),
"__page" AS (SELECT ${sql.join(select)}, row_number() OVER (ORDER BY ${orderBy}) AS "__n"
${from}
ORDER BY ${orderBy} LIMIT ${req.rowsize} OFFSET ${req.rowoffset})
SELECT "__page".*, "__count".n AS "__total" FROM "__count" LEFT JOIN "__page" ON true ORDER BY "__page"."__n"`;
}
