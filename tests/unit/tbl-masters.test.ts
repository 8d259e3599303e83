// The platform's master templates (server/db/migrations/data/tbl-masters.ts) against the query registry: every column,
// filter and sort they name is one their list query declares, and the check finds a planted fault.
import { describe, expect, it } from 'vitest';
import { MASTER_TEMPLATES } from '../../server/db/migrations/data/tbl-masters.ts';
import { templateFaults, toListQuery } from '../../server/tbl/check-template.ts';

describe('master table templates', () => {
  it.each(MASTER_TEMPLATES.map((m) => [m.template_name, m] as const))('%s fits its list query', (_n, m) => {
    expect(templateFaults(m, null)).toEqual({});
  });

  it('names each fault at its place', () => {
    const m = MASTER_TEMPLATES[0];
    const faults = templateFaults(
      {
        ...m,
        columns: [...m.columns, { name: 'nope', label: 'Nope', visible: true }],
        filters: [{ column: 'section_count', op: '=', value: 1 }],
        sort: [{ column: 'nope', dir: 'asc' }],
      },
      null,
    );
    expect(Object.keys(faults)).toEqual([`columns.${m.columns.length}`, 'filters.0', 'sort.0']);
    expect(templateFaults({ ...m, api: 'missing' }, null)).toEqual({
      api: 'No list query courses/missing in the catalogue',
    });
  });

  it('turns filters and sort into list-query triples', () => {
    expect(
      toListQuery({
        filters: [
          { column: 'a', op: 'in', value: ['1', '2'] },
          { column: 'b', op: 'is_null', value: 'ignored' },
        ],
        sort: [{ column: 'a', dir: 'desc' }],
      }),
    ).toEqual({
      filter: [
        ['a', 'in', ['1', '2']],
        ['b', 'is_null', null],
      ],
      sort: [['a', 'desc']],
    });
  });
});
