// The sider: Refine's menu tree (the route table's resources) as an antd inline menu, fixed beside
// the page above lg and a drawer below it (the header's menu button opens it). It draws what
// Refine's ThemedSider drew, without a CanAccess and a query per entry: the entries the role may
// open are decided together (use-menu-access.ts; issue #32, docs/speed.md).
import { useMemo, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { Drawer, Grid, Layout, Menu, Button, theme, type MenuProps } from 'antd';
import { LeftOutlined, RightOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useMenu, type TreeMenuItem } from '@refinedev/core';
import { useThemedLayoutContext } from '@refinedev/antd';
import { AppTitle } from './app-title.tsx';
import { useMenuAccess } from './use-menu-access.ts';
import { preloadRoute } from '../preload-route.ts';

type Item = Required<MenuProps>['items'][number];

// a menu entry pointed at or focused asks for its page's code, so a click finds it loaded (issue #32)
const warmLink = (e: SyntheticEvent) => {
  const item = (e.target as Element).closest?.('a[href], [role="menuitem"]');
  const link = item?.matches('a[href]') ? item : item?.querySelector('a[href]');
  if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) preloadRoute(link.pathname);
};

function toItems(tree: TreeMenuItem[], shown: Set<string>, selected: string | undefined, collapsed: boolean): Item[] {
  return tree.flatMap((item): Item[] => {
    if (!shown.has(item.key)) return [];
    const icon = item.meta?.icon ?? item.icon;
    if (item.children.length > 0) {
      const children = toItems(item.children, shown, selected, collapsed);
      if (children.length === 0) return [];
      return [{ key: item.key, icon: icon ?? <UnorderedListOutlined />, label: item.label ?? item.name, children }];
    }
    const label = item.label ?? item.meta?.label ?? item.name;
    const isRoute = item.meta?.parent === undefined;
    return [
      {
        key: item.key,
        icon: icon ?? (isRoute ? <UnorderedListOutlined /> : undefined),
        label: (
          <>
            <Link to={item.list ?? ''}>{label}</Link>
            {!collapsed && item.key === selected && <div className="ant-menu-tree-arrow" />}
          </>
        ),
      },
    ];
  });
}

export function AppSider() {
  const { token } = theme.useToken();
  const { siderCollapsed, setSiderCollapsed, mobileSiderOpen, setMobileSiderOpen } = useThemedLayoutContext();
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu();
  const shown = useMenuAccess(menuItems);
  const breakpoint = Grid.useBreakpoint();
  const isMobile = breakpoint.lg === undefined ? false : !breakpoint.lg;
  const collapsed = isMobile ? false : siderCollapsed;
  const items = useMemo(
    () => (shown ? toItems(menuItems, shown, selectedKey, collapsed) : []),
    [menuItems, shown, selectedKey, collapsed],
  );
  const menu = (
    <Menu
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      defaultOpenKeys={defaultOpenKeys}
      mode="inline"
      style={{ paddingTop: 8, border: 'none', overflow: 'auto', height: 'calc(100% - 72px)' }}
      onClick={() => setMobileSiderOpen(false)}
    />
  );
  const title = (width: string, padding: string, justify: string) => (
    <div
      style={{
        width,
        padding,
        display: 'flex',
        justifyContent: justify,
        alignItems: 'center',
        height: 64,
        backgroundColor: token.colorBgElevated,
        fontSize: 14,
      }}
    >
      <AppTitle collapsed={collapsed} />
    </div>
  );
  const background = { backgroundColor: token.colorBgContainer, borderRight: `1px solid ${token.colorBgElevated}` };
  if (isMobile)
    return (
      <Drawer
        open={mobileSiderOpen}
        onClose={() => setMobileSiderOpen(false)}
        placement="left"
        closable={false}
        width={200}
        styles={{ body: { padding: 0 } }}
        maskClosable
      >
        <Layout>
          <Layout.Sider style={{ height: '100vh', ...background }} onPointerOver={warmLink} onFocus={warmLink}>
            {title('200px', '0 16px', 'flex-start')}
            {menu}
          </Layout.Sider>
        </Layout>
      </Drawer>
    );
  const Toggle = collapsed ? RightOutlined : LeftOutlined;
  return (
    <>
      <div style={{ width: collapsed ? 80 : 200, transition: 'all 0.2s' }} />
      <Layout.Sider
        style={{ ...background, position: 'fixed', top: 0, height: '100vh', zIndex: 999 }}
        collapsible
        collapsed={collapsed}
        onCollapse={(next, type) => type === 'clickTrigger' && setSiderCollapsed(next)}
        collapsedWidth={80}
        breakpoint="lg"
        onPointerOver={warmLink}
        onFocus={warmLink}
        trigger={
          <Button
            type="text"
            style={{ borderRadius: 0, height: '100%', width: '100%', backgroundColor: token.colorBgElevated }}
          >
            <Toggle style={{ color: token.colorPrimary }} />
          </Button>
        }
      >
        {collapsed ? title('80px', '0', 'center') : title('200px', '0 16px', 'flex-start')}
        {menu}
      </Layout.Sider>
    </>
  );
}
