// The server half of an entity that needs no SQL of its own, derived from its shape alone: a
// tenant table named after the entity, its list query (the key, the fields, version and created_at;
// sorts over the fields, a search over the text fields) read with the page's permission, and its
// writes with `access.write`. registry.ts derives it for every shape that no declaration file
// serves; an entity with joins, scopes or hooks writes server/<feature>/<name>.ts instead.
import type { TSchema } from '@sinclair/typebox';
import type { EntityShape } from '../../src/shared/entity.ts';
import type { RegistryModule } from '../registry.ts';
import { col, searchColumn, versionCreatedColumns, type ColumnSpec } from '../listmodel/define.ts';
import { defineEntity, writesNeed } from './define.ts';

const ALIAS = 'e';

/** The one non-null member of a nullable field, or the field itself. */
const unwrap = (s: TSchema): TSchema => {
  const members = ((s.anyOf ?? []) as TSchema[]).filter((m) => m.type !== 'null');
  return members.length === 1 ? unwrap(members[0]) : s;
};

const isChoice = (s: TSchema) => ((s.anyOf ?? []) as TSchema[]).some((m) => m.const !== undefined);

/** A field's list column: typed after its schema, labelled with its title, filterable and sortable. */
function fieldColumn(name: string, schema: TSchema): ColumnSpec {
  const s = unwrap(schema);
  const sql = `${ALIAS}.${name}`;
  const label = String(schema.title ?? s.title ?? name);
  if (isChoice(s)) return col.text(sql, '= in sort', label);
  if (s.type === 'string')
    return s.format === 'date' ? col.date(sql, 'filter sort', label) : col.text(sql, 'filter sort', label);
  if (s.type === 'integer') return col.int(sql, 'filter sort', label);
  if (s.type === 'number') return col.number(sql, 'filter sort', label);
  if (s.type === 'boolean') return col.bool(sql, '= sort', label);
  return col.json(sql, '', label);
}

/** The fields the grid's search box looks in: text that is neither a choice nor a day. */
export const searchFields = (shape: EntityShape): string[] =>
  Object.entries(shape.fields)
    .filter(([, f]) => unwrap(f).type === 'string' && unwrap(f).format !== 'date' && !isChoice(unwrap(f)))
    .map(([k]) => k);

export function derivedEntity(shape: EntityShape): RegistryModule {
  const access = shape.access;
  if (!access?.write) {
    throw new Error(
      `${shape.name}: no server declaration serves this shape, and it declares no access.write to derive one` +
        ` (declare access with page and write, or write its server/<feature>/${shape.name}.ts)`,
    );
  }
  const table = shape.name.replace(/-/g, '_');
  if (!/^[a-z][a-z0-9_]*$/.test(table)) throw new Error(`${shape.name}: not a table name`);
  const fields = Object.keys(shape.fields);
  const text = searchFields(shape).map((f) => `coalesce(${ALIAS}.${f}, '')`);
  return defineEntity({
    shape,
    list: {
      level: 'tenant',
      from: `{t}.${table} ${ALIAS}`,
      columns: {
        id: col.int(`${ALIAS}.id`, '= in sort'),
        ...Object.fromEntries(fields.map((f) => [f, fieldColumn(f, shape.fields[f])])),
        ...versionCreatedColumns(ALIAS),
        ...(text.length ? { search: searchColumn(text.join(" || ' ' || ")) } : {}),
      },
      key: 'id',
      defaultSort: [[fields[0] ?? 'id', 'asc']],
      permission: access.page.permission,
    },
    write: { table: `{t}.${table}`, scope: () => 'TRUE', permissions: writesNeed(access.write) },
  });
}

/** A derived declaration for every shape whose list query and write resource no module declares. */
export function derivedModules(modules: readonly RegistryModule[], shapes: readonly EntityShape[]): RegistryModule[] {
  const queries = new Set(modules.flatMap((m) => (m.queries ?? []).map((q) => `${q.bizobjfile}/${q.api}`)));
  const resources = new Set(modules.flatMap((m) => (m.resources ?? []).map((r) => r.name)));
  return shapes
    .filter((s) => !queries.has(`${s.list.bizobjfile}/${s.list.api}`) && !resources.has(s.name))
    .map(derivedEntity);
}
