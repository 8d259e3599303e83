// The access an entity declares with its shape (`access` in src/shared/entities/<name>.ts): its
// permissions join the checklist and its page joins the route table, so a new entity edits
// neither list by hand. scripts/gen-registry.mjs lists the declaring shapes in declared-access.gen.ts.
import type { EntityShape } from '../shared/entity.ts';
import type { PermissionGroup } from './permissions.ts';
import type { RouteRule } from './route-permissions.ts';

/** The checklist with each declared permission added to its group (a new group goes last). */
export function withDeclaredPermissions(
  groups: readonly PermissionGroup[],
  shapes: readonly EntityShape[],
): PermissionGroup[] {
  const known = new Set(groups.flatMap((g) => g.permissions.map((x) => x.name)));
  const out = groups.map((g) => ({ ...g, permissions: [...g.permissions] }));
  for (const shape of shapes) {
    const access = shape.access;
    if (!access) continue;
    for (const x of access.permissions) {
      if (known.has(x.name)) throw new Error(`${shape.name} declares ${x.name}, which the catalogue has already`);
      known.add(x.name);
    }
    const group = out.find((g) => g.group === access.group);
    if (group) group.permissions.push(...access.permissions);
    else out.push({ group: access.group, permissions: [...access.permissions] });
  }
  return out;
}

/** The route table's rows for the declared pages (our choice, with its reason). */
export const declaredRoutes = (shapes: readonly EntityShape[]): RouteRule[] =>
  shapes.flatMap((s) =>
    s.access
      ? [{ path: s.uiPath, permission: s.access.page.permission, source: 'product' as const, why: s.access.page.why }]
      : [],
  );
