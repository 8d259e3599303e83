// The tenant's roles for pickers (security_users/list_roles).
import { useList } from '@refinedev/core';

export function useRoleOptions() {
  const { result } = useList<{ key: string; description: string }>({
    resource: 'list_roles',
    meta: { bizobjfile: 'security_users', api: 'list_roles' },
    pagination: { mode: 'off' },
  });
  return (result?.data ?? []).map((r) => ({ value: r.key, label: r.key }));
}
