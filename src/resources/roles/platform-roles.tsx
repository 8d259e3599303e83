// Operators only: the platform's default roles, which every new tenant starts from.
import { useEffect, useState } from 'react';
import { Card, List, Typography } from 'antd';
import { Link } from 'react-router';
import { apiFetch } from '../../providers/http-client.ts';

interface PlatformRole {
  id: number;
  role_name: string;
  description: string;
  role_permissions: string[];
}

export function PlatformRoles() {
  const [roles, setRoles] = useState<PlatformRole[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    apiFetch<PlatformRole[]>('/admin/platform-roles').then(setRoles, (e: Error) => setError(e.message));
  }, []);
  return (
    <Card title="Platform default roles" size="small">
      <Typography.Paragraph type="secondary">
        New tenants start with copies of these. Changing one does not change existing tenants.
      </Typography.Paragraph>
      {error ? (
        <Typography.Text type="danger">{error}</Typography.Text>
      ) : (
        <List<PlatformRole>
          loading={!roles}
          dataSource={roles ?? []}
          renderItem={(r) => (
            <List.Item
              actions={[
                <Link key="edit" to={`/ei/role-permissions/${r.id}`}>
                  Edit permissions
                </Link>,
              ]}
            >
              <List.Item.Meta
                title={r.role_name}
                description={`${r.description} · ${r.role_permissions.length} permission(s) listed`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
