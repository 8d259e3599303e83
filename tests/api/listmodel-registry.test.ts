// Every registry entry executes on the real database, for every role, sorted by every sortable
// column and filtered on every filterable one (the SQL text of the registry is proven here).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { allQueries } from '../../server/listmodel/query-registry.ts';
import { compileList } from '../../server/listmodel/compile.ts';
import { validateRequest } from '../../server/listmodel/validate-request.ts';
import { DEFAULT_OPERATORS } from '../../server/listmodel/value-types.ts';
import type { ColumnDef } from '../../server/listmodel/types.ts';
import { queryContextFor } from '../helpers/query-context.ts';

const t = useTestApp();

const SAMPLE: Record<ColumnDef['type'], unknown> = {
  text: 'a',
  int: 1,
  bigint: '1',
  number: 1.5,
  bool: true,
  uuid: '00000000-0000-4000-8000-000000000000',
  date: '2025-01-31',
  timestamp: '2025-01-31T10:00:00Z',
  json: null,
};

const COLUMN_PERMISSIONS = [
  ...new Set(
    allQueries().flatMap((e) =>
      Object.values(e.columns).flatMap((c) => c.permission ?? c.sqlWithout?.permission ?? []),
    ),
  ),
];

const ACTORS: [string, string][] = [
  ['admin@demo-academy.test', 'admin'],
  ['teacher@demo-academy.test', 'teacher'],
  ['student@demo-academy.test', 'student'],
  ['indteacher@ei.test', 'ind-teacher'],
  ['homeschool@ei.test', 'home-school'],
  ['operator@ei.test', 'admin'],
];

describe('every registry entry runs', () => {
  it.each(allQueries().map((e) => [`${e.bizobjfile}/${e.api}`, e] as const))('%s', async (_n, entry) => {
    for (const [email, role] of ACTORS) {
      // every column permission, so the SQL of every column is proven (column-permissions tests check the refusals)
      const ctx = await queryContextFor(t.app.database.db, email, role, COLUMN_PERMISSIONS);
      const sortable = Object.keys(entry.columns).filter((c) => entry.columns[c].sort);
      const plain = validateRequest(entry, { sort: sortable.map((c) => [c, 'desc']), rowsize: 5 });
      const res = await compileList(plain, ctx).execute(t.app.database.db);
      expect(Array.isArray(res.rows)).toBe(true);
      // every filterable column with each of its operators
      const filter = Object.entries(entry.columns)
        .filter(([, d]) => d.filter)
        .flatMap(([c, d]) => {
          const ops = d.filter === true ? DEFAULT_OPERATORS[d.type] : d.filter!;
          return ops.map((op) => [c, op, op === 'in' ? [SAMPLE[d.type]] : SAMPLE[d.type]]);
        });
      for (let i = 0; i < filter.length; i += 20) {
        const req = validateRequest(entry, { filter: filter.slice(i, i + 20), rowoffset: 10 });
        await compileList(req, ctx).execute(t.app.database.db);
      }
    }
  });
});
