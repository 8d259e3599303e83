// An entity declares its own permissions and its page's route rule with its shape; the checklist
// and the route table assemble them (src/policies/declared-access.ts), refusing a name declared twice.
import { describe, expect, it } from 'vitest';
import { defineEntityShape } from '../../../src/shared/entity.ts';
import { name } from '../../../src/shared/fields.ts';
import { declaredRoutes, withDeclaredPermissions } from '../../../src/policies/declared-access.ts';

const widgets = (permissions: { name: string; label: string }[], group = 'Widgets') =>
  defineEntityShape({
    name: 'widgets',
    label: 'Widget',
    uiPath: '/admin/widgets',
    list: { bizobjfile: 'widgets', api: 'widgets' },
    fields: { title: name('Title') },
    required: ['title'],
    access: { group, permissions, page: { permission: 'widget.read', why: 'the widgets list' } },
  });
const base = [{ group: 'Administration', permissions: [{ name: 'user.read', label: 'Users' }] }];
const own = [
  { name: 'widget.read', label: 'Widgets' },
  { name: 'widget.update', label: 'Edit widgets' },
];

describe('declared access', () => {
  it("adds an entity's permissions as a new group, or to the group it names", () => {
    expect(withDeclaredPermissions(base, [widgets(own)])).toEqual([...base, { group: 'Widgets', permissions: own }]);
    const joined = withDeclaredPermissions(base, [widgets(own, 'Administration')]);
    expect(joined).toEqual([{ group: 'Administration', permissions: [...base[0].permissions, ...own] }]);
    expect(base[0].permissions).toHaveLength(1);
  });

  it('refuses a permission the catalogue has already', () => {
    expect(() => withDeclaredPermissions(base, [widgets([{ name: 'user.read', label: 'again' }])])).toThrow(
      /widgets declares user\.read/,
    );
  });

  it("gives the entity's page its route rule", () => {
    expect(declaredRoutes([widgets(own)])).toEqual([
      { path: '/admin/widgets', permission: 'widget.read', source: 'product', why: 'the widgets list' },
    ]);
  });
});
