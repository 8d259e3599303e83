// Table-driven: Refine filters, sorters and pagination as the list query receives them.
import { describe, expect, it } from 'vitest';
import type { CrudFilter } from '@refinedev/core';
import {
  escapeLike,
  filtersToTriples,
  paginationToRows,
  sortersToSort,
  UnsupportedFilterError,
} from '../../../src/providers/data/refine-to-listmodel.ts';

describe('filtersToTriples', () => {
  it.each<[string, CrudFilter[], unknown[]]>([
    ['eq', [{ field: 'status', operator: 'eq', value: 'active' }], [['status', '=', 'active']]],
    ['ne', [{ field: 'status', operator: 'ne', value: 'x' }], [['status', '!=', 'x']]],
    [
      'lt/lte/gt/gte',
      [
        { field: 'a', operator: 'lt', value: 1 },
        { field: 'a', operator: 'lte', value: 2 },
        { field: 'a', operator: 'gt', value: 3 },
        { field: 'a', operator: 'gte', value: 4 },
      ],
      [
        ['a', '<', 1],
        ['a', '<=', 2],
        ['a', '>', 3],
        ['a', '>=', 4],
      ],
    ],
    ['in keeps the list', [{ field: 'id', operator: 'in', value: [1, 2] }], [['id', 'in', [1, 2]]]],
    ['in with one value becomes a list', [{ field: 'id', operator: 'in', value: 3 }], [['id', 'in', [3]]]],
    ['contains → ilike %v%', [{ field: 'search', operator: 'contains', value: 'ann' }], [['search', 'ilike', '%ann%']]],
    ['containss → like', [{ field: 'search', operator: 'containss', value: 'Ann' }], [['search', 'like', '%Ann%']]],
    ['startswith', [{ field: 'n', operator: 'startswith', value: 'a' }], [['n', 'ilike', 'a%']]],
    ['endswiths', [{ field: 'n', operator: 'endswiths', value: 'z' }], [['n', 'like', '%z']]],
    [
      'wildcards in the value stay literal',
      [{ field: 'n', operator: 'contains', value: '50%_off\\' }],
      [['n', 'ilike', '%50\\%\\_off\\\\%']],
    ],
    [
      'null / nnull',
      [
        { field: 'p', operator: 'null', value: undefined },
        { field: 'q', operator: 'nnull', value: true },
      ],
      [
        ['p', 'is_null'],
        ['q', 'not_null'],
      ],
    ],
    [
      'between → two bounds',
      [{ field: 'd', operator: 'between', value: ['2025-01-01', '2025-02-01'] }],
      [
        ['d', '>=', '2025-01-01'],
        ['d', '<=', '2025-02-01'],
      ],
    ],
    [
      'empty search values are dropped',
      [
        { field: 's', operator: 'contains', value: '' },
        { field: 't', operator: 'eq', value: undefined },
        { field: 'u', operator: 'in', value: [] },
      ],
      [],
    ],
    [
      'and is flattened',
      [
        {
          operator: 'and',
          value: [
            { field: 'a', operator: 'eq', value: 1 },
            { operator: 'and', value: [{ field: 'b', operator: 'eq', value: 2 }] },
          ],
        },
      ],
      [
        ['a', '=', 1],
        ['b', '=', 2],
      ],
    ],
    [
      'false and 0 are values',
      [
        { field: 'f', operator: 'eq', value: false },
        { field: 'n', operator: 'eq', value: 0 },
      ],
      [
        ['f', '=', false],
        ['n', '=', 0],
      ],
    ],
  ])('%s', (_name, filters, expected) => {
    expect(filtersToTriples(filters)).toEqual(expected);
  });

  it.each<[string, CrudFilter[], RegExp]>([
    ['or', [{ operator: 'or', value: [{ field: 'a', operator: 'eq', value: 1 }] }], /"or" filters are not supported/],
    ['nin', [{ field: 'a', operator: 'nin', value: [1] }], /"nin" on a is not supported/],
    ['ncontains', [{ field: 'a', operator: 'ncontains', value: 'x' }], /"ncontains"/],
  ])('refuses %s with a message', (_n, filters, message) => {
    expect(() => filtersToTriples(filters)).toThrow(UnsupportedFilterError);
    expect(() => filtersToTriples(filters)).toThrow(message);
  });
});

describe('sortersToSort', () => {
  it.each([
    [[{ field: 'last_name', order: 'asc' as const }], [['last_name', 'asc']]],
    [
      [
        { field: 'a', order: 'desc' as const },
        { field: 'b', order: 'asc' as const },
      ],
      [
        ['a', 'desc'],
        ['b', 'asc'],
      ],
    ],
    [[], []],
  ])('%j', (sorters, expected) => expect(sortersToSort(sorters)).toEqual(expected));
});

describe('paginationToRows', () => {
  it.each([
    [undefined, { rowoffset: 0, rowsize: 10 }],
    [
      { currentPage: 1, pageSize: 20 },
      { rowoffset: 0, rowsize: 20 },
    ],
    [
      { currentPage: 3, pageSize: 25 },
      { rowoffset: 50, rowsize: 25 },
    ],
    [
      { currentPage: 0, pageSize: 10 },
      { rowoffset: 0, rowsize: 10 },
    ],
    [
      { currentPage: 2, pageSize: 10_000 },
      { rowoffset: 500, rowsize: 500 },
    ],
    [{ mode: 'off' as const }, { rowoffset: 0, rowsize: 500 }],
    [
      { mode: 'client' as const, currentPage: 4, pageSize: 10 },
      { rowoffset: 0, rowsize: 500 },
    ],
  ])('%j', (p, expected) => expect(paginationToRows(p)).toEqual(expected));
});

it('escapeLike escapes backslash, percent and underscore', () => {
  expect(escapeLike('a\\b%c_d')).toBe('a\\\\b\\%c\\_d');
});
