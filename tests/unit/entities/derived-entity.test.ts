// A simple entity is one shape file: the generator lists it with no hand edit (registry.gen.ts,
// declared-access.gen.ts), and the registry derives its server half (server/entity/derived.ts):
// the list query over its table and fields, and its writes, with the permissions its access names.
import { describe, expect, it } from 'vitest';
import { derivedEntity, derivedModules } from '../../../server/entity/derived.ts';
import { REGISTRY } from '../../../server/registry.ts';
import { SHAPES } from '../../../server/registry.gen.ts';
import { generatorRoot } from '../../helpers/generator-root.ts';
import { WIDGET_ACCESS, widgetShape as widgets } from '../../helpers/toy-shape.ts';

describe('a shape-only entity', () => {
  it('gets a list query over its tenant table: key, fields, version, created, a search over its text', () => {
    const [query] = derivedEntity(widgets()).queries ?? [];
    expect(query).toMatchObject({ bizobjfile: 'widgets', api: 'widgets', level: 'tenant', uiPath: '/admin/widgets' });
    expect(query.from).toBe('{t}.widgets e');
    expect(query.permission).toBe('widget.read');
    expect(query.defaultSort).toEqual([['title', 'asc']]);
    expect(Object.keys(query.columns)).toEqual([
      'id',
      'title',
      'maker',
      'kind',
      'weight',
      'made_on',
      'fragile',
      'version',
      'created_at',
      'search',
    ]);
    expect(query.columns.made_on).toMatchObject({ type: 'date', sort: true });
    expect(query.columns.fragile).toMatchObject({ type: 'bool', filter: ['='] });
    expect(query.columns.weight).toMatchObject({ type: 'int', sql: 'e.weight', label: 'Weight', sort: true });
    expect(query.columns.kind).toMatchObject({ type: 'text', filter: ['=', 'in'], sort: true });
    expect(query.columns.search).toMatchObject({
      hidden: true,
      sql: "coalesce(e.title, '') || ' ' || coalesce(e.maker, '')",
    });
  });

  it('gets its writes: the table, the columns of its list but the search, one permission for all three', () => {
    const { queries = [], resources = [] } = derivedEntity(widgets());
    const [write] = resources;
    expect(write).toMatchObject({ name: 'widgets', table: '{t}.widgets', key: { column: 'id', type: 'int' } });
    expect(write.columns).toEqual(Object.keys(queries[0].columns).filter((c) => c !== 'search'));
    expect(write.permissions).toEqual({ create: 'widget.update', update: 'widget.update', delete: 'widget.update' });
  });

  it('is refused at start when its access names no write permission', () => {
    expect(() => derivedEntity(widgets({ ...WIDGET_ACCESS, write: undefined }))).toThrow(
      /widgets: no server declaration.*access\.write/,
    );
  });

  it("derives only what no declaration serves: today's shapes all have their server file", () => {
    expect(derivedModules([], [widgets()])).toHaveLength(1);
    expect(derivedModules([derivedEntity(widgets())], [widgets()])).toEqual([]);
    expect(SHAPES.length).toBeGreaterThan(10);
    for (const s of SHAPES) expect(REGISTRY.queries.has(`${s.list.bizobjfile}/${s.list.api}`), s.name).toBe(true);
  });
});

const WIDGETS_FILE = `import { defineEntityShape } from '../entity.ts';
const shape = defineEntityShape({
  name: 'widgets',
  access: { group: 'Widgets', permissions: [], page: { permission: 'widget.read', why: 'x' }, write: 'widget.update' },
});
export default shape;
`;

describe('the generator', () => {
  it('lists a new shape in the registry and in the declared access, editing no other file', () => {
    const root = generatorRoot();
    const registry = root.generate({ 'src/shared/entities/widgets.ts': WIDGETS_FILE });
    expect(registry).toContain("import shared_entities_widgets from '../src/shared/entities/widgets.ts';");
    expect(registry).toMatch(/export const SHAPES: readonly EntityShape\[\] = \[\n {2}shared_entities_widgets,\n\];/);
    const declared = root.read('src/policies/declared-access.gen.ts');
    expect(declared).toContain("import shared_entities_widgets from '../shared/entities/widgets.ts';");
    root.remove();
  });
});
