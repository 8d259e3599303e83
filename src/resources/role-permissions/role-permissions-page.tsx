// One role's permissions as a grouped checklist. Saving applies at the next request of every
// signed-in user acting in that role (the server reads the list per request); the editor's own
// session reloads its permissions at once when it acts in the role it just changed.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Result, Space, Spin, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { ALL_PERMISSIONS } from '../../policies/permissions.ts';
import { switchRole } from '../../providers/auth/app-session.ts';
import { useAppSession } from '../../providers/auth/use-app-session.ts';
import { saveFailure } from '../../components/form/server-errors.ts';
import { PermissionChecklist } from './permission-checklist.tsx';
import { loadRole, saveRolePermissions, type EditableRole, type RoleScope } from './role-permissions-api.ts';

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

export function RolePermissionsPage({ scope }: { scope: RoleScope }) {
  const roleId = Number(useParams().roleId);
  const { message } = App.useApp();
  const session = useAppSession();
  const [role, setRole] = useState<EditableRole | null>();
  const [value, setValue] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    setError(undefined);
    loadRole(scope, roleId).then(
      (r) => {
        setRole(r ?? null);
        setValue(r?.role_permissions ?? []);
      },
      (e: Error) => setError(e.message),
    );
  }, [scope, roleId]);
  useEffect(load, [load]);

  const added = useMemo(() => value.filter((p) => !role?.role_permissions.includes(p)), [value, role]);
  const removed = useMemo(() => (role?.role_permissions ?? []).filter((p) => !value.includes(p)), [value, role]);

  const save = async () => {
    if (!role) return;
    setSaving(true);
    try {
      const saved = await saveRolePermissions(
        scope,
        role.id,
        ALL_PERMISSIONS.filter((p) => value.includes(p)),
        role.version,
      );
      setRole(saved);
      setValue(saved.role_permissions);
      message.success(
        scope === 'platform'
          ? `Saved. Tenants created from now on start with this ${saved.role_name} role.`
          : `Saved. Users acting as ${saved.role_name} get these permissions at their next request.`,
      );
      if (scope === 'tenant' && session?.currentRole === saved.role_name) await switchRole(saved.role_name);
    } catch (err) {
      const f = saveFailure(err);
      setError(f.status === 409 ? `${f.message} Your ticks are kept: reload to see theirs.` : f.message);
    } finally {
      setSaving(false);
    }
  };

  if (role === null)
    return (
      <Result
        status="404"
        title="No such role"
        extra={<Link to={scope === 'platform' ? '/admin/roles' : '/admin/roles'}>Back to roles</Link>}
      />
    );
  if (role === undefined && !error) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {scope === 'platform' ? 'Default role' : 'Role'} {role?.role_name}: permissions
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {role?.description} <Link to="/admin/roles">All roles</Link> ·{' '}
        <Link to="/admin/access-matrix">Access matrix</Link>
      </Typography.Paragraph>
      {error ? (
        <Alert
          type="error"
          showIcon
          message="Not saved"
          description={error}
          action={<Button onClick={load}>Reload</Button>}
        />
      ) : null}
      {role ? (
        <PermissionChecklist roleName={role.role_name} value={value} onChange={setValue} disabled={saving} />
      ) : null}
      <Space
        style={{
          position: 'sticky',
          bottom: 0,
          padding: '12px 0',
          background: 'var(--ant-color-bg-layout, #f5f5f5)',
          width: '100%',
        }}
      >
        <Button type="primary" loading={saving} disabled={!role || same(value, role.role_permissions)} onClick={save}>
          Save permissions
        </Button>
        <Button disabled={!role || same(value, role.role_permissions)} onClick={() => setValue(role!.role_permissions)}>
          Undo changes
        </Button>
        {role && (added.length || removed.length) ? (
          <Typography.Text type="secondary">
            {added.length} added, {removed.length} removed
          </Typography.Text>
        ) : null}
      </Space>
    </Space>
  );
}

export const TenantRolePermissions = () => <RolePermissionsPage scope="tenant" />;
export const PlatformRolePermissions = () => <RolePermissionsPage scope="platform" />;
