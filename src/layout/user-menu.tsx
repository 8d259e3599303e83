// The signed-in user's name with the logout action; on narrow screens the name is only read out.
import { Button, Dropdown } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import type { Identity } from '../providers/auth/auth-provider.ts';

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { data: identity } = useGetIdentity<Identity>();
  const { mutate: logout } = useLogout();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'email', label: identity?.email ?? '', disabled: true },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: 'Log out', onClick: () => logout() },
        ],
      }}
    >
      <Button
        type="text"
        icon={<UserOutlined />}
        data-testid="user-menu"
        aria-label={compact ? (identity?.name ?? 'Account') : undefined}
      >
        {compact ? null : (identity?.name ?? 'Account')}
      </Button>
    </Dropdown>
  );
}
