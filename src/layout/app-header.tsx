// The shell's header: tenant title, (for operator pages) the EI admin tag, current role with the
// role switcher, the user menu. Its bottom accent is the theme's secondary colour.
import { Layout, Space, Tag, Typography } from 'antd';
import { useAppSession } from '../providers/auth/use-app-session.ts';
import { RoleSwitcher } from './role-switcher.tsx';
import { UserMenu } from './user-menu.tsx';

export type HeaderVariant = 'default' | 'eiadmin';

export function AppHeader({ variant = 'default' }: { variant?: HeaderVariant }) {
  const session = useAppSession();
  const accent = variant === 'eiadmin' ? 'var(--lms-color-eiadmin)' : 'var(--lms-color-secondary)';
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        height: 56,
        paddingInline: 16,
        background: '#fff',
        borderBottom: `3px solid ${accent}`,
        lineHeight: 'normal',
      }}
    >
      <Space size="small" style={{ minWidth: 0 }}>
        <Typography.Text strong data-testid="tenant-title" ellipsis>
          {session?.appUser.tenant_name}
        </Typography.Text>
        {variant === 'eiadmin' ? (
          <Tag color="purple" data-testid="eiadmin-tag">
            EI admin
          </Tag>
        ) : null}
      </Space>
      <Space size="middle" wrap={false}>
        <RoleSwitcher />
        <UserMenu />
      </Space>
    </Layout.Header>
  );
}
