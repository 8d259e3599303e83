// The import's batches as SQL (write.ts, enrolments.ts).
import { sql } from 'kysely';

/**
 * A batch of rows as a set-returning `unnest` of one text array per column: a handful of parameters
 * however many rows, where a VALUES list bound three to eight per row (docs/rostering.md, speed).
 */
export function rowsTable(rows: string[][]) {
  const width = rows[0]?.length ?? 0;
  const columns = Array.from({ length: width }, (_, i) => rows.map((r) => r[i] ?? null));
  return sql`unnest(${sql.join(columns.map((c) => sql`${c}::text[]`))})`;
}
