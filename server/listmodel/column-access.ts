// Column permissions: which columns of an entry a principal may read, and the expression a column
// stands for when part of it is not theirs to read. Uses the shared rule of src/policies (admin
// holds an explicit-only permission such as student.email only when its role lists it).
import type { Principal } from '../auth/principal.ts';
import { forbidden } from '../errors.ts';
import { hasPermission } from '../../src/policies/permissions.ts';
import type { ColumnDef, ListRequest, QueryEntry } from './types.ts';

export const holds = (p: Principal, permission: string) => hasPermission(p.currentRole, p.rolePermissions, permission);

export function mayReadColumn(def: ColumnDef, p: Principal): boolean {
  return !def.permission || holds(p, def.permission);
}

/** The column's SQL expression for this principal (registry text). */
export function columnSqlFor(entry: QueryEntry, name: string, p: Principal): string {
  const def = entry.columns[name];
  if (def.sqlWithout && !holds(p, def.sqlWithout.permission)) return def.sqlWithout.sql;
  return def.sql ?? name;
}

/** The selected columns this principal may read: the rows and the field labels. */
export function readableColumns(entry: QueryEntry, p: Principal): string[] {
  return Object.keys(entry.columns).filter((c) => !entry.columns[c].hidden && mayReadColumn(entry.columns[c], p));
}

/** 403 for a filter or sort on a column the principal may not read (even a sort would reveal its order). */
export function assertColumnAccess(req: ListRequest, p: Principal): void {
  const used: [string, 'filter' | 'sort'][] = [
    ...req.conditions.map((c) => [c.column, 'filter'] as [string, 'filter']),
    ...req.sort.map(([c]) => [c, 'sort'] as [string, 'sort']),
  ];
  for (const [column, use] of used) {
    const def = req.entry.columns[column];
    if (!mayReadColumn(def, p)) {
      const { bizobjfile, api } = req.entry;
      throw forbidden(
        `You may not ${use} on ${column} in ${bizobjfile}/${api}: it needs the permission ${def.permission}`,
        'missing_permission',
        { permission: def.permission, column, role: p.currentRole },
      );
    }
  }
}
