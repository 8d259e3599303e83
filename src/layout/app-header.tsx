// The shell's header: below lg the menu button (so it never floats over the page's title), the
// tenant title, for operators on operator pages the EI admin tag, the current role with the role
// switcher, the notification bell, the user menu. Its bottom accent is the theme's secondary
// colour (operators' pages: the eiadmin colour).
import { Button, Grid, Layout, Space, Tag, Typography } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useThemedLayoutContext } from '@refinedev/antd';
import { useAppSession } from '../providers/auth/use-app-session.ts';
import { useIsOperator } from '../providers/auth/use-is-operator.ts';
import { RoleSwitcher } from './role-switcher.tsx';
import { UserMenu } from './user-menu.tsx';
import { NotificationBell } from './notification-bell.tsx';

export type HeaderVariant = 'default' | 'eiadmin';

export function AppHeader({ variant = 'default' }: { variant?: HeaderVariant }) {
  const session = useAppSession();
  const operator = useIsOperator();
  const { setMobileSiderOpen } = useThemedLayoutContext();
  // the sider turns into a drawer below lg, as refine's ThemedSider decides
  const breakpoint = Grid.useBreakpoint();
  const mobile = breakpoint.lg === false;
  const eiadmin = variant === 'eiadmin' && operator;
  const accent = eiadmin ? 'var(--lms-color-eiadmin)' : 'var(--lms-color-secondary)';
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
        paddingInline: mobile ? 8 : 16,
        background: '#fff',
        borderBottom: `3px solid ${accent}`,
        lineHeight: 'normal',
      }}
    >
      <Space size="small" style={{ minWidth: 0 }}>
        {mobile ? (
          <Button
            aria-label="Open menu"
            data-testid="menu-button"
            icon={<MenuOutlined />}
            onClick={() => setMobileSiderOpen(true)}
          />
        ) : null}
        <Typography.Text strong data-testid="tenant-title" ellipsis>
          {session?.appUser.tenant_name}
        </Typography.Text>
        {eiadmin ? (
          <Tag color="purple" data-testid="eiadmin-tag">
            EI admin
          </Tag>
        ) : null}
      </Space>
      <Space size={mobile ? 'small' : 'middle'} wrap={false}>
        <RoleSwitcher compact={mobile} />
        <NotificationBell />
        <UserMenu compact={mobile} />
      </Space>
    </Layout.Header>
  );
}
