// The tenant's settings row (security_users/settings), for both settings pages.
import { useList } from '@refinedev/core';

export interface SettingsRow {
  id: number;
  tenant_id: number;
  current_year_term: string;
  year_term_arr: string[];
  data: Record<string, string | number | boolean>;
  version: number;
  updated_at: string;
}

export const SETTINGS_RESOURCE = '/admin/settings';

export function useSettings() {
  const { result, query } = useList<SettingsRow>({ resource: SETTINGS_RESOURCE, pagination: { pageSize: 1 } });
  return { settings: result?.data?.[0], query };
}
