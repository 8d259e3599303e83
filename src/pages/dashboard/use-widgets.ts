// The dashboard's widgets for the current role: every feature's `dashboardWidgets`
// (src/resources/*/dashboard-widgets.tsx), narrowed by role, operator, permission and by the page
// whose data they show (decided by the shared policy, as the page itself is).
import type { DashboardWidget } from '../../components/extension/dashboard-widget.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { useIsOperator } from '../../providers/auth/use-is-operator.ts';
import { useOpenPages } from './use-open-pages.ts';

const modules = import.meta.glob<readonly DashboardWidget[]>('../../resources/*/dashboard-widgets.tsx', {
  eager: true,
  import: 'dashboardWidgets',
});
const ALL = Object.values(modules)
  .flat()
  .sort((a, b) => a.order - b.order);

export function useWidgets(role: string | undefined): DashboardWidget[] {
  const operator = useIsOperator();
  const held = useHeldPermissions(ALL.map((w) => w.permission));
  // undefined until the policy has answered: a widget of a page is not shown (nor loaded) before
  const open = useOpenPages(ALL.map((w) => w.page));
  return ALL.filter(
    (w) =>
      (!w.roles || (role !== undefined && w.roles.includes(role))) &&
      (!w.operatorOnly || operator) &&
      (!w.permission || held.has(w.permission)) &&
      (!w.page || Boolean(open?.has(w.page))),
  );
}
