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
  /** only in the operators' tenant */
  operatorOnly?: boolean;
  /** half the row on wide screens (default), or the whole row */
  wide?: boolean;
  render: () => ReactNode;
}
