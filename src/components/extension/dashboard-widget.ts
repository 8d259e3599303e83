import type { ReactNode } from 'react';

// A widget of /dashboard. Each feature folder that adds some exports `dashboardWidgets` from
// `src/resources/<feature>/dashboard-widgets.tsx`; the dashboard collects them with Vite's glob and
// shows those for the current role, so adding one edits no shared list.
export interface DashboardWidget {
  key: string;
  order: number;
  /** the current roles that see it (absent: every role) */
  roles?: readonly string[];
  /** shown only to holders (checked with the shared policy) */
  permission?: string;
  /** the page whose data it shows (its list query's `uiPath`): shown only when the policy lets the
   * current role open that page, the answer the menu and the route guard get, so a widget is never
   * offered where its page is blocked for the tenant or its data refused to the role */
  page?: string;
  /** only in the operators' tenant */
  operatorOnly?: boolean;
  /** half the row on wide screens (default), or the whole row */
  wide?: boolean;
  render: () => ReactNode;
}
