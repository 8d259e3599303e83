// Which list query reads a Refine resource, and which write resource changes it. A resource's
// meta ({ bizobjfile, api, writeResource, idField }) wins; otherwise the bindings are derived:
// every entity shape (src/shared/entities/*.ts) binds its name and its page path, and a screen
// folder whose data is not an entity yet declares its own in src/resources/<screen>/resource.ts.
import type { MetaQuery } from '@refinedev/core';
import type { EntityShape } from '../../shared/entity.ts';
import { UnknownResourceError } from './resource-error.ts';

export { UnknownResourceError };

export interface ResourceBinding {
  bizobjfile: string;
  api: string;
  /** name under /api/resources/:resource for writes (absent: read-only) */
  writeResource?: string;
  /** the column the record id is in (default: id) */
  idField?: string;
}

/** A screen's binding and the Refine resource names (page paths, short names) it answers to. */
export interface ScreenBinding extends ResourceBinding {
  names: readonly string[];
}

const shapes = import.meta.glob<EntityShape>('../../shared/entities/*.ts', { eager: true, import: 'default' });
const screens = import.meta.glob<readonly ScreenBinding[]>('../../resources/*/resource.ts', {
  eager: true,
  import: 'default',
});

function derive(): Record<string, ResourceBinding> {
  const out: Record<string, ResourceBinding> = {};
  const add = (names: readonly string[], b: ResourceBinding) => {
    for (const n of names) {
      if (out[n]) throw new Error(`The resource name ${n} is bound twice`);
      out[n] = b;
    }
  };
  // several entities may live on one page (a section's enrolments and assignments, the curriculum
  // page's frameworks and units): a page path shared by more than one is bound to none of them
  const pages = Object.values(shapes).map((s) => s.uiPath);
  const sharedPage = (p: string) => pages.indexOf(p) !== pages.lastIndexOf(p);
  for (const s of Object.values(shapes)) {
    add(sharedPage(s.uiPath) ? [s.name] : [s.name, s.uiPath], { ...s.list, writeResource: s.name, idField: s.idField });
  }
  for (const list of Object.values(screens)) for (const { names, ...b } of list) add(names, b);
  return out;
}

export const RESOURCE_BINDINGS: Readonly<Record<string, ResourceBinding>> = derive();

export function bindingFor(resource: string, meta?: MetaQuery): ResourceBinding {
  const base = RESOURCE_BINDINGS[resource];
  const m = (meta ?? {}) as Partial<ResourceBinding>;
  const bizobjfile = m.bizobjfile ?? base?.bizobjfile;
  const api = m.api ?? base?.api;
  if (!bizobjfile || !api) {
    throw new UnknownResourceError(
      `No list query is bound to the resource "${resource}"; give meta.bizobjfile and meta.api`,
    );
  }
  return {
    bizobjfile,
    api,
    writeResource: m.writeResource ?? base?.writeResource,
    idField: m.idField ?? base?.idField ?? 'id',
  };
}
