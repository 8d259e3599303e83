// Which of these permissions the current role holds, asked of the access control provider (the
// shared policy), again whenever the role or its permissions change.
import { useEffect, useState } from 'react';
import { useCanWithoutCache } from '@refinedev/core';
import { useAppSession } from '../../providers/auth/use-app-session.ts';

export function useHeldPermissions(permissions: readonly (string | undefined)[]): ReadonlySet<string> {
  const { can } = useCanWithoutCache();
  const session = useAppSession();
  const wanted = [...new Set(permissions.filter((p): p is string => Boolean(p)))].sort().join(' ');
  const [held, setHeld] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    const list = wanted ? wanted.split(' ') : [];
    if (!can) {
      setHeld(new Set(list));
      return;
    }
    Promise.all(
      list.map(async (p) =>
        (await can({ resource: 'permission', action: 'hold', params: { permission: p } })).can ? p : undefined,
      ),
    )
      .then((answers) => {
        if (live) setHeld(new Set(answers.filter((p): p is string => Boolean(p))));
      })
      .catch((err) => console.error('[grid] permission check failed', err));
    return () => {
      live = false;
    };
  }, [can, wanted, session?.currentRole, session?.permissions]);
  return held;
}
