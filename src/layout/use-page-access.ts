// May the current role open this app path? Asked of the access control provider (src/policies),
// the same answer the route guard and the menu use.
import { useCallback } from 'react';
import { useCanWithoutCache } from '@refinedev/core';

export function usePageAccess() {
  const { can } = useCanWithoutCache();
  return useCallback(
    async (path: string) => {
      if (!can) return true;
      const answer = await can({ resource: path, action: 'list', params: { path } });
      return answer.can;
    },
    [can],
  );
}
