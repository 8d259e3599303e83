// The router provider's cached parse (src/providers/router-provider.ts) answers as Refine's React
// Router binding does: the resource and action the path shows, the record id, the query string's
// nested filters and numbers; the same address twice gives the same answer object.
import { describe, expect, it } from 'vitest';
import type { IResourceItem } from '@refinedev/core';
import { parseAddress } from '../../../src/providers/router-provider.ts';

const resources: IResourceItem[] = [
  { name: 'students', list: '/students', show: '/students/:id', create: '/students/create' },
  { name: 'courses', list: '/courses', edit: '/courses/:id/edit' },
];

describe('parseAddress', () => {
  it('finds the resource and action of a list page and parses its query string', () => {
    const a = parseAddress(
      '/students',
      '?currentPage=2&pageSize=50&filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=ana',
      {},
      resources,
    );
    expect(a.resource?.name).toBe('students');
    expect(a.action).toBe('list');
    expect(a.id).toBeUndefined();
    expect(a.pathname).toBe('/students');
    expect(a.params?.currentPage).toBe(2);
    expect(a.params?.pageSize).toBe(50);
    expect(a.params?.filters).toEqual([{ field: 'name', operator: 'contains', value: 'ana' }]);
  });

  it('takes the id from the matched route when the router has no params', () => {
    const a = parseAddress('/courses/7%2F1/edit', '', {}, resources);
    expect(a.resource?.name).toBe('courses');
    expect(a.action).toBe('edit');
    expect(a.id).toBe('7/1');
  });

  it('prefers a fixed segment over a parameter (/students/create is not show)', () => {
    expect(parseAddress('/students/create', '', {}, resources).action).toBe('create');
    expect(parseAddress('/students/12', '', {}, resources).action).toBe('show');
  });

  it('keeps a page number that is not a number as text, and an unknown path has no resource', () => {
    const a = parseAddress('/nowhere', '?currentPage=two&to=%2Fstudents', {}, resources);
    expect(a.resource).toBeUndefined();
    expect(a.params?.currentPage).toBe('two');
    expect(a.params?.to).toBe('/students');
  });

  it('answers the same object for the same address, a new one when the query changes', () => {
    const first = parseAddress('/students', '?pageSize=10', {}, resources);
    expect(parseAddress('/students', '?pageSize=10', {}, resources)).toBe(first);
    expect(parseAddress('/students', '?pageSize=20', {}, resources)).not.toBe(first);
  });
});
