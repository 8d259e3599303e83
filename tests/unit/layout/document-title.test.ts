import { describe, expect, it } from 'vitest';
import { documentTitle, pageName } from '../../../src/layout/document-title.ts';

const route = (path: string, extra: object = {}) => ({ route: { path, ...extra }, params: {} });

describe('the browser tab title', () => {
  it.each([
    ['a menu page by its label', route('/admin/users', { menu: { label: 'Users' } }), 'Users'],
    ['a page title before its menu label', route('/x', { title: 'Shown', menu: { label: 'Menu' } }), 'Shown'],
    ['a parameterised page by its last fixed segment', route('/admin/role-permissions/:roleId'), 'Role permissions'],
    ['an underscored segment as words', route('/admin/crs_cls_content_elements'), 'Crs cls content elements'],
    ['no route as not found', undefined, 'Page not found'],
  ])('names %s', (_what, match, name) => {
    expect(pageName(match)).toBe(name);
  });

  it('computes a title from the parameters', () => {
    const match = {
      route: { path: '/tt/:slug', title: (p: { slug?: string }) => `Tool ${p.slug}` },
      params: { slug: 'a' },
    };
    expect(pageName(match)).toBe('Tool a');
  });

  it('reads "<page> · <school>", falling back to the product name', () => {
    expect(documentTitle('Users', 'Demo Academy')).toBe('Users · Demo Academy');
    expect(documentTitle('Page not found', undefined)).toBe('Page not found · LMS');
  });
});
