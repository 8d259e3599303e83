// One declaration per entity: the shared shape (src/shared/entities/<name>.ts: names, fields,
// schemas) plus what only the server knows: the list query's SQL and row scope, and the table,
// scope, permissions and hooks of its writes. scripts/gen-registry.mjs finds every file here
// that exports such a declaration by default; nothing else lists them.
import type { EntityShape } from '../../src/shared/entity.ts';
import type { QueryEntry } from '../listmodel/types.ts';
import { queryEntry, type EntrySpec } from '../listmodel/define.ts';
import type { ResourceDef } from '../resources/types.ts';
import type { RegistryModule } from '../registry.ts';

export interface EntityDecl {
  shape: EntityShape;
  /** the list query named by shape.list; its uiPath is the shape's */
  list: Omit<EntrySpec, 'uiPath'>;
  /** further queries of the same module (lookups for the entity's pickers) */
  moreQueries?: Record<string, EntrySpec>;
  /** the writes; schemas and columns come from the shape; the key is the int column `id` unless given */
  write?: EntityWrite;
}

export type EntityWrite = Omit<ResourceDef, 'name' | 'uiPath' | 'createSchema' | 'updateSchema' | 'key' | 'columns'> & {
  key?: ResourceDef['key'];
  /** columns besides the key, the shape's fields, `version` and the timestamps (an owner, a kind, …) */
  moreColumns?: readonly string[];
  /** shape fields that are no column of the table (a hook writes them elsewhere) */
  notColumns?: readonly string[];
  /** the table's timestamp columns: `created_at` unless given */
  timestamps?: readonly ('created_at' | 'updated_at')[];
};

/** The record's columns as returned and audited: the key, the shape's fields, `version`, the timestamps. */
export function writeColumns(shape: EntityShape, w: EntityWrite): string[] {
  const skip = new Set(w.notColumns ?? []);
  const fields = Object.keys(shape.createSchema.properties).filter((f) => !skip.has(f));
  const stamps = w.timestamps ?? ['created_at'];
  const all = [w.key?.column ?? 'id', ...fields, ...(w.moreColumns ?? []), 'version', ...stamps];
  return [...new Set(all)];
}

export function defineEntity(d: EntityDecl): RegistryModule {
  const { bizobjfile, api } = d.shape.list;
  const queries: QueryEntry[] = [
    queryEntry(bizobjfile, api, { uiPath: d.shape.uiPath, ...d.list }),
    ...Object.entries(d.moreQueries ?? {}).map(([name, spec]) => queryEntry(bizobjfile, name, spec)),
  ];
  const resources: ResourceDef[] = d.write
    ? [
        {
          name: d.shape.name,
          uiPath: d.shape.uiPath,
          createSchema: d.shape.createSchema,
          updateSchema: d.shape.updateSchema,
          ...writeOf(d.write),
          columns: writeColumns(d.shape, d.write),
          key: d.write.key ?? { column: 'id', type: 'int' },
        },
      ]
    : [];
  return { queries, resources };
}

/** The resource's own settings, without what only the declaration reads. */
function writeOf(w: EntityWrite) {
  const { moreColumns: _m, notColumns: _n, timestamps: _t, ...rest } = w;
  return rest;
}

/** One permission for every write of an entity (create, update and delete). */
export const writesNeed = (permission: string) => ({ create: permission, update: permission, delete: permission });
