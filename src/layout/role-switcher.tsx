// The current role is shown in the header; with several roles it can be switched.
// Switching writes current_role, reloads that role's permissions, refreshes what was loaded as the
// previous role and re-checks the open page (denied: back to /dashboard).
import { Suspense, lazy, useState } from 'react';
import { Tag, App as AntdApp } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { switchRole } from '../providers/auth/app-session.ts';
import { useAppSession } from '../providers/auth/use-app-session.ts';
import { usePageAccess } from './use-page-access.ts';

const RoleSelect = lazy(() => import('./role-select.tsx'));

/** `compact` (narrow screens): the "Role:" label is read out but not shown. */
export function RoleSwitcher({ compact = false }: { compact?: boolean }) {
  const session = useAppSession();
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const canOpen = usePageAccess();
  const { message } = AntdApp.useApp();
  if (!session) return null;
  const roles = session.appUser.roles.access;

  const change = async (role: string) => {
    setBusy(true);
    try {
      await switchRole(role);
      await queryClient.invalidateQueries();
      if (!(await canOpen(location.pathname))) navigate('/dashboard', { replace: true });
    } catch (err) {
      void message.error(`Could not switch role: ${(err as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  const roleTag = (
    <Tag color="blue" data-testid="current-role" style={{ marginInlineEnd: 0 }}>
      {session.currentRole}
    </Tag>
  );
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span id="current-role-label" className={compact ? 'sr-only' : undefined}>
        Role:
      </span>
      {roles.length > 1 ? (
        <Suspense fallback={roleTag}>
          <RoleSelect
            roles={roles}
            value={session.currentRole}
            busy={busy}
            compact={compact}
            onChange={(r) => void change(r)}
          />
        </Suspense>
      ) : (
        roleTag
      )}
    </span>
  );
}
