// A tenant's own blocked-path list (if any) and the default list it is compared with, read through
// llm_trans/app_controls. Operators read every row; a school reads its own (or the default) row,
// so for a school with its own list the default shown is the built-in one.
import { useMemo } from 'react';
import { useList } from '@refinedev/core';
import { DEFAULT_BLOCKED_PATHS } from '../../policies/blocked-paths.ts';

export interface ControlRow {
  id: number;
  tenant_id: number | null;
  tenant_schema: string | null;
  is_default: boolean;
  blocked_paths: string[];
  version: number;
}

export const CONTROLS_RESOURCE = 'app_controls';

export function useBlockedLists(tenantSchema: string | undefined, operator: boolean) {
  const { result, query } = useList<ControlRow>({
    resource: CONTROLS_RESOURCE,
    // an operator reads every row (a handful); a school's scope gives exactly its effective row
    pagination: { pageSize: 500 },
    queryOptions: { enabled: Boolean(tenantSchema) },
  });
  const rows = result?.data ?? [];
  const own = rows.find((r) => !r.is_default && r.tenant_schema === tenantSchema);
  const storedDefault = rows.find((r) => r.is_default);
  const defaultList = useMemo(() => storedDefault?.blocked_paths ?? [...DEFAULT_BLOCKED_PATHS], [storedDefault]);
  return { query, own, defaultRow: operator ? storedDefault : undefined, defaultList };
}
