// Small helpers for writing query modules: one object per module, keyed by api name.
import type { QueryEntry } from '../listmodel/types.ts';

export type EntrySpec = Omit<QueryEntry, 'bizobjfile' | 'api'>;

/** A module of list queries that are not an entity's (lookups, reports); registered by registry.ts. */
export function defineModule(bizobjfile: string, specs: Record<string, EntrySpec>): { queries: QueryEntry[] } {
  return { queries: Object.entries(specs).map(([api, spec]) => ({ bizobjfile, api, ...spec })) };
}

/** The tenant's current term as 'year/term' (platform.settings), for scopes and flags. */
export const CURRENT_TERM = '(SELECT st.current_year_term FROM platform.settings st WHERE st.tenant_id = :tenantId)';
