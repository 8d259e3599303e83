// The registries of list queries and write resources, assembled from the declaration files that
// scripts/gen-registry.mjs lists in registry.gen.ts (any file under server/ whose default export is a
// defineEntity, defineModule or defineResource call). Adding a declaration file is all it takes to
// register it; an entity shape (src/shared/entities) that no declaration serves gets its server half derived
// (server/entity/derived.ts), so a simple entity needs no server file at all.
import type { QueryEntry } from './listmodel/types.ts';
import type { ResourceDef } from './resources/types.ts';
import { MODULES, SHAPES } from './registry.gen.ts';
import { derivedModules } from './entity/derived.ts';

export interface RegistryModule {
  queries?: readonly QueryEntry[];
  resources?: readonly ResourceDef[];
}

function assemble(modules: readonly RegistryModule[]) {
  const queries = new Map<string, QueryEntry>();
  const resources = new Map<string, ResourceDef>();
  for (const m of modules) {
    for (const q of m.queries ?? []) {
      const key = `${q.bizobjfile}/${q.api}`;
      if (queries.has(key)) throw new Error(`list query ${key} is declared twice`);
      queries.set(key, q);
    }
    for (const r of m.resources ?? []) {
      if (resources.has(r.name)) throw new Error(`write resource ${r.name} is declared twice`);
      resources.set(r.name, r);
    }
  }
  return { queries, resources };
}

export const REGISTRY = assemble([...MODULES, ...derivedModules(MODULES, SHAPES)]);
