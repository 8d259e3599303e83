// Which of these app paths the current role may open, asked of the access control provider (the
// shared policy in src/policies, as the menu and the route guard ask), again whenever the role or
// its permissions change.
import { useEffect, useState } from 'react';
import { usePageAccess } from '../../layout/use-page-access.ts';
import { useAppSession } from '../../providers/auth/use-app-session.ts';

export function useOpenPages(paths: readonly (string | undefined)[]): ReadonlySet<string> | undefined {
  const canOpen = usePageAccess();
  const session = useAppSession();
  const wanted = [...new Set(paths.filter((p): p is string => Boolean(p)))].sort().join(' ');
  const [open, setOpen] = useState<ReadonlySet<string>>();
  useEffect(() => {
    let live = true;
    const list = wanted ? wanted.split(' ') : [];
    Promise.all(list.map(async (p) => ((await canOpen(p)) ? p : undefined)))
      .then((answers) => {
        if (live) setOpen(new Set(answers.filter((p): p is string => Boolean(p))));
      })
      .catch((err) => console.error('[dashboard] page access check failed', err));
    return () => {
      live = false;
    };
  }, [canOpen, wanted, session?.currentRole, session?.permissions]);
  return open;
}
