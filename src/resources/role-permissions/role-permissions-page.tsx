// One role's permissions as a grouped checklist. Saving applies at the next request of every
// signed-in user acting in that role (the server reads the list per request); the editor's own
// session reloads its permissions at once when it acts in the role it just changed.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Space, Spin, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { ALL_PERMISSIONS } from '../../policies/permissions.ts';
import { reloadRole } from '../../providers/auth/app-session.ts';
import { useAppSession } from '../../providers/auth/use-app-session.ts';
import { saveFailure, type SaveFailure } from '../../components/form/server-errors.ts';
import { LoadFailure, NotFoundResult } from '../../components/load-failure.tsx';
import { PermissionChecklist } from './permission-checklist.tsx';
import { loadRole, saveRolePermissions, type EditableRole, type RoleScope } from './role-permissions-api.ts';

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

export function RolePermissionsPage({ scope }: { scope: RoleScope }) {
  const roleId = Number(useParams().roleId);
  const { message } = App.useApp();
  const session = useAppSession();
  const [role, setRole] = useState<EditableRole | null>();
  const [value, setValue] = useState<string[]>([]);
  // loading and saving fail differently: only a failed save is "Not saved"
  const [loadError, setLoadError] = useState<SaveFailure>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    setLoadError(undefined);
    setError(undefined);
    setRole(undefined);
    loadRole(scope, roleId).then(
      (r) => {
        setRole(r ?? null);
        setValue(r?.role_permissions ?? []);
      },
      (e: unknown) => setLoadError(saveFailure(e)),
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
      if (scope === 'tenant' && session?.currentRole === saved.role_name) await reloadRole();
    } catch (err) {
      const f = saveFailure(err);
      setError(f.status === 409 ? `${f.message} Your ticks are kept: reload to see theirs.` : f.message);
    } finally {
      setSaving(false);
    }
  };

  if (role === null) return <NotFoundResult title="No such role" back={<Link to="/admin/roles">Back to roles</Link>} />;
  if (loadError)
    return (
      <LoadFailure
        status={loadError.status}
        message={loadError.message}
        what={scope === 'platform' ? 'This default role' : 'This role'}
        onRetry={load}
      />
    );
  if (role === undefined)
    return (
      <div role="status" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin />
        <span className="sr-only">Loading the role…</span>
      </div>
    );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {scope === 'platform' ? 'Default role' : 'Role'} {role.role_name}: permissions
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {role.description} <Link to="/admin/roles">All roles</Link> ·{' '}
        <Link to="/admin/access-matrix">Access matrix</Link>
      </Typography.Paragraph>
      {error ? (
        <Alert
          type="error"
          showIcon
          message="Not saved"
          description={error}
          action={<Button onClick={load}>Reload</Button>}
          closable
          onClose={() => setError(undefined)}
        />
      ) : null}
      <PermissionChecklist roleName={role.role_name} value={value} onChange={setValue} disabled={saving} />
      <Space
        style={{
          position: 'sticky',
          bottom: 0,
          padding: '12px 0',
          background: 'var(--ant-color-bg-layout, #f5f5f5)',
          width: '100%',
        }}
      >
        <Button type="primary" loading={saving} disabled={same(value, role.role_permissions)} onClick={save}>
          Save permissions
        </Button>
        <Button disabled={same(value, role.role_permissions)} onClick={() => setValue(role.role_permissions)}>
          Undo changes
        </Button>
        {added.length || removed.length ? (
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
