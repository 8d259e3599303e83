// Every permission the product knows (src/policies/permissions.ts), grouped, as checkboxes. For
// the admin role the spec's rule is shown: it holds everything implicitly, except the four
// explicit-only permissions, which only its list grants.
import { Alert, Card, Checkbox, Col, Row, Tooltip, Typography } from 'antd';
import { ADMIN_ROLE, EXPLICIT_ONLY_PERMISSIONS, PERMISSION_GROUPS } from '../../policies/permissions.ts';

export function PermissionChecklist({
  roleName,
  value,
  onChange,
  disabled,
}: {
  roleName: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}) {
  const isAdmin = roleName === ADMIN_ROLE;
  const implicit = (p: string) => isAdmin && !EXPLICIT_ONLY_PERMISSIONS.includes(p);
  const toggle = (p: string, on: boolean) => onChange(on ? [...value, p] : value.filter((x) => x !== p));
  return (
    <>
      {isAdmin ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Administrators hold every permission"
          description={
            <>
              except <strong>{EXPLICIT_ONLY_PERMISSIONS.join(', ')}</strong>, which must be granted explicitly. Only
              those can be changed here; the others are always held.
            </>
          }
        />
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`The ${roleName} role holds exactly the permissions ticked here.`}
        />
      )}
      <Row gutter={[16, 16]}>
        {PERMISSION_GROUPS.map((g) => {
          const names = g.permissions.map((p) => p.name);
          const editable = names.filter((p) => !implicit(p));
          const ticked = editable.filter((p) => value.includes(p));
          return (
            <Col key={g.group} xs={24} md={12} xl={8}>
              <Card
                size="small"
                title={
                  <Checkbox
                    aria-label={`All of ${g.group}`}
                    disabled={disabled || editable.length === 0}
                    checked={editable.length > 0 && ticked.length === editable.length}
                    indeterminate={ticked.length > 0 && ticked.length < editable.length}
                    onChange={(e) =>
                      onChange(
                        e.target.checked
                          ? [...new Set([...value, ...editable])]
                          : value.filter((x) => !editable.includes(x)),
                      )
                    }
                  >
                    {g.group}
                  </Checkbox>
                }
              >
                {g.permissions.map((p) => (
                  <div key={p.name}>
                    <Tooltip title={implicit(p.name) ? 'Administrators always hold this' : undefined}>
                      <Checkbox
                        checked={implicit(p.name) || value.includes(p.name)}
                        disabled={disabled || implicit(p.name)}
                        onChange={(e) => toggle(p.name, e.target.checked)}
                        data-permission={p.name}
                      >
                        {p.label}{' '}
                        <Typography.Text type="secondary" code>
                          {p.name}
                        </Typography.Text>
                      </Checkbox>
                    </Tooltip>
                  </div>
                ))}
              </Card>
            </Col>
          );
        })}
      </Row>
    </>
  );
}
