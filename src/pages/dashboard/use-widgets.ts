// The dashboard's widgets for the current role: every feature's `dashboardWidgets`
// (src/resources/*/dashboard-widgets.tsx), narrowed by role, operator and permission.
import type { DashboardWidget } from '../../components/extension/dashboard-widget.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { useIsOperator } from '../../providers/auth/use-is-operator.ts';

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
  return ALL.filter(
    (w) =>
      (!w.roles || (role !== undefined && w.roles.includes(role))) &&
      (!w.operatorOnly || operator) &&
      (!w.permission || held.has(w.permission)),
  );
}
