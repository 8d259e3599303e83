// One declaration per entity: the shared shape (src/shared/entities/<name>.ts: names, fields,
// schemas) plus what only the server knows: the list query's SQL and row scope, and the table,
// scope, permissions and hooks of its writes. scripts/gen-registry.mjs finds every file here
// that exports such a declaration by default; nothing else lists them.
import type { EntityShape } from '../../src/shared/entity.ts';
import type { QueryEntry } from '../listmodel/types.ts';
import { queryEntry, type EntrySpec } from '../queries/define.ts';
import type { ResourceDef } from '../resources/types.ts';
import type { RegistryModule } from '../registry.ts';

export interface EntityDecl {
  shape: EntityShape;
  /** the list query named by shape.list; its uiPath is the shape's */
  list: Omit<EntrySpec, 'uiPath'>;
  /** further queries of the same module (lookups for the entity's pickers) */
  moreQueries?: Record<string, EntrySpec>;
  /** the writes; schemas come from the shape; the key is the int column `id` unless given */
  write?: Omit<ResourceDef, 'name' | 'uiPath' | 'createSchema' | 'updateSchema' | 'key'> & { key?: ResourceDef['key'] };
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
          ...d.write,
          key: d.write.key ?? { column: 'id', type: 'int' },
        },
      ]
    : [];
  return { queries, resources };
}

/** One permission for every write of an entity (create, update and delete). */
export const writesNeed = (permission: string) => ({ create: permission, update: permission, delete: permission });
