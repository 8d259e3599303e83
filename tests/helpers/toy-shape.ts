// A toy entity shape ("widgets") for tests of what a shape alone gives: the derived server half
// (server/entity/derived.ts) and the screen parts read from it (src/components).
import { Type } from '@sinclair/typebox';
import { defineEntityShape, type EntityAccess } from '../../src/shared/entity.ts';
import { choice, day, name, nullable } from '../../src/shared/fields.ts';

export const WIDGET_ACCESS: EntityAccess = {
  group: 'Widgets',
  permissions: [
    { name: 'widget.read', label: 'Widgets' },
    { name: 'widget.update', label: 'Edit widgets' },
  ],
  page: { permission: 'widget.read', why: 'the widgets list' },
  write: 'widget.update',
};

export const widgetShape = (access: EntityAccess | null = WIDGET_ACCESS) =>
  defineEntityShape({
    name: 'widgets',
    label: 'Widget',
    uiPath: '/admin/widgets',
    list: { bizobjfile: 'widgets', api: 'widgets' },
    fields: {
      title: name('Title'),
      maker: nullable(name('Maker')),
      kind: choice('Kind', ['small', 'large']),
      weight: Type.Integer({ title: 'Weight', minimum: 1, maximum: 9 }),
      made_on: day('Made on'),
      fragile: Type.Boolean({ title: 'Fragile' }),
    },
    required: ['title', 'weight'],
    ...(access ? { access } : {}),
  });
