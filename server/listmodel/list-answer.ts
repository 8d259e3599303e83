// The list query's request body, answer shape and answer (listAnswer), apart from the route so the
// API catalogue's "try it" (server/catalogue) runs the same code without importing a routes file.
import { Type, type Static } from '@sinclair/typebox';
import { badRequest } from '../errors.ts';
import { findQuery } from './query-registry.ts';
import type { Tenant } from '../db/tenant.ts';
import { runList } from './run-list.ts';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';

const Name = Type.String({ minLength: 1, maxLength: 64 });
// schema names are identifiers; anything else is refused before it reaches a query
const SchemaName = Type.String({ maxLength: 63, pattern: '^[A-Za-z0-9_]*$' });
const IntLike = Type.Union([Type.Integer(), Type.String({ pattern: '^-?[0-9]{1,9}$' })]);
const Flag = Type.Union([Type.Boolean(), Type.String({ maxLength: 5 })]);

export const ListBodySchema = Type.Object({
  bizobjfile: Name,
  api: Name,
  filter: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 50 })),
  /** extension for Refine sorters: [[column, 'asc' | 'desc'], ...] */
  sort: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 10 })),
  rowsize: Type.Optional(IntLike),
  rowoffset: Type.Optional(IntLike),
  next: Type.Optional(Flag),
  includeFieldLabels: Type.Optional(Flag),
  type: Type.Optional(Type.String({ maxLength: 32 })),
  dbschema: Type.Optional(SchemaName),
  tenantSchema: Type.Optional(SchemaName),
  schemaPattern: Type.Optional(SchemaName),
});
export type ListBodyIn = Static<typeof ListBodySchema>;
const KNOWN = new Set(Object.keys(ListBodySchema.properties));

/** One page of a list query: its rows (columns as the query declares them), the total, labels. */
export const ListReply = Type.Object({
  data: Type.Array(
    Type.Object({
      rows: Type.Array(Type.Record(Type.String(), Type.Unknown())),
      total: Type.Integer(),
      fieldLabels: Type.Optional(Type.Record(Type.String(), Type.String())),
    }),
  ),
});

const toInt = (v: number | string | undefined) => (v === undefined ? undefined : Number(v));

/** The list query's answer for a validated body, as the signed-in principal (also the API catalogue's "try it"). */
export async function listAnswer(db: Db, p: Principal, tenant: Tenant, body: ListBodyIn) {
  const unknown = Object.keys(body).filter((k) => !KNOWN.has(k));
  if (unknown.length)
    throw badRequest(`Unknown field ${JSON.stringify(unknown[0].slice(0, 40))} in the list query`, 'unknown_field');
  const entry = findQuery(body.bizobjfile, body.api);
  if (!entry) {
    throw badRequest(
      `Unknown query ${JSON.stringify(`${body.bizobjfile}/${body.api}`.slice(0, 130))}`,
      'unknown_query',
    );
  }
  const result = await runList(
    db,
    entry,
    {
      filter: body.filter,
      sort: body.sort,
      rowsize: toInt(body.rowsize),
      rowoffset: toInt(body.rowoffset),
      includeFieldLabels: body.includeFieldLabels,
    },
    p,
    tenant,
  );
  return { data: [result] };
}
