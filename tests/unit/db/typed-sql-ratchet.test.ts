// A ratchet for typed SQL: the number of hand-written statements in server/ that hand rows back
// without saying their row type (sql-tag-scan.ts says what counts) may only go down. Give the tag
// its row type (`sql<{ id: number }>`) or move the query onto the typed builder
// (docs/typed-sql.md); when the count drops, lower UNTYPED_MAX to the new figure.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanSource, scanTree, untypedRowTags } from './sql-tag-scan.ts';

/** the count when last lowered (38 when the ratchet was added, 19 before the thirteenth session): none left */
const UNTYPED_MAX = 0;

describe('typed SQL ratchet', () => {
  it('finds no more untyped row-returning sql tags in server/ than recorded', () => {
    const found = untypedRowTags(scanTree(path.resolve(import.meta.dirname, '../../../server')));
    const where = found.map((t) => `${path.relative(process.cwd(), t.file)}:${t.line}`);
    expect(found.length, `untyped statements that return rows:\n${where.join('\n')}`).toBeLessThanOrEqual(UNTYPED_MAX);
  });

  it('counts what returns rows untyped and nothing else', () => {
    const src = [
      'const a = await sql`SELECT id FROM t WHERE x = ${sql`${y}`}`.execute(db);',
      'const b = await sql<{ id: number }>`SELECT id FROM t`.execute(db);',
      'await sql`UPDATE t SET x = 1`.execute(db);',
      'const c = await sql`UPDATE t SET x = 1 RETURNING id`.execute(db);',
      '  await sql`SELECT pg_advisory_xact_lock(1)`.execute(db);',
      'const d = sql`SELECT 1`;',
      'return (await sql`WITH q AS (SELECT 1) SELECT * FROM q`.execute(db)).rows;',
      'const e = await sql<Map<string, number>>`SELECT 1`.execute(db);',
    ].join('\n');
    expect(untypedRowTags(scanSource('x.ts', src)).map((t) => t.line)).toEqual([1, 4, 7]);
  });
});
