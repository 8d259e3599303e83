// /app-controls (a school's own list) and /ei/app-controls (operators: any tenant's list, and the
// default list): the tenant's blocked paths beside the default list. The server reads
// the list per request; the tenant's signed-in users meet a change at their next navigation.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Select, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useCreate, useDelete, useList, useUpdate } from '@refinedev/core';
import { useAppSession } from '../../providers/auth/use-app-session.ts';
import { loadTenantBlockedPaths } from '../../providers/access-control-provider.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { saveFailure } from '../../components/form/server-errors.ts';
import { BLOCKABLE_PATHS } from './app-control-rules.ts';
import { BlockedPathsEditor } from './blocked-paths-editor.tsx';
import { CONTROLS_RESOURCE, useBlockedLists } from './use-blocked-lists.ts';

const DEFAULT = '(default)';

export function AppControlsPage({ operator }: { operator: boolean }) {
  const { message, modal } = App.useApp();
  const session = useAppSession();
  const ownSchema = session?.appUser.config?.schema_name;
  const [params] = useSearchParams();
  // operators arrive from a tenant's row with ?tenant=<schema>
  const [target, setTarget] = useState<string | undefined>(operator ? (params.get('tenant') ?? undefined) : ownSchema);
  const schema = target ?? ownSchema;
  const { result: tenants } = useList<{ id: number; schema_name: string; title: string }>({
    resource: '/ei/tenants',
    pagination: { pageSize: 500 },
    queryOptions: { enabled: operator },
  });
  const { own, defaultRow, defaultList, query } = useBlockedLists(schema, operator);
  const editingDefault = schema === DEFAULT;
  const row = editingDefault ? defaultRow : own;
  const [value, setValue] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const canEdit = useHeldPermissions(['app_controls.update']).has('app_controls.update');
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const { mutateAsync: remove } = useDelete();

  useEffect(() => {
    setValue(row?.blocked_paths ?? defaultList);
    setError(undefined);
  }, [row, defaultList, schema]);

  const done = async (text: string) => {
    message.success(text);
    if (schema === ownSchema && ownSchema) await loadTenantBlockedPaths(ownSchema, true);
  };
  const fail = (err: unknown) => setError(saveFailure(err).message);
  const paths = BLOCKABLE_PATHS.filter((p) => value.includes(p));
  const tenantId = tenants?.data.find((t) => t.schema_name === schema)?.id;

  const save = async () => {
    try {
      if (row)
        await update({
          resource: CONTROLS_RESOURCE,
          id: row.id,
          values: { blocked_paths: paths, version: row.version },
          successNotification: false,
          errorNotification: false,
        });
      else
        await create({
          resource: CONTROLS_RESOURCE,
          values: { blocked_paths: paths, ...(operator ? { tenant_id: tenantId } : {}) },
          successNotification: false,
          errorNotification: false,
        });
      await done("Saved. The tenant's signed-in users meet the new list at their next navigation.");
    } catch (err) {
      fail(err);
    }
  };
  const useDefault = () =>
    modal.confirm({
      title: 'Use the default list?',
      content: 'This tenant drops its own list and follows the default list again.',
      onOk: async () => {
        try {
          await remove({
            resource: CONTROLS_RESOURCE,
            id: own!.id,
            values: { version: own!.version },
            successNotification: false,
            errorNotification: false,
          });
          await done('This tenant now follows the default list.');
        } catch (err) {
          fail(err);
        }
      },
    });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        App controls
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Blocked pages send the tenant's users to the dashboard, whatever their permissions.
      </Typography.Paragraph>
      {operator ? (
        <Select
          aria-label="Tenant"
          data-testid="controls-tenant"
          placeholder="Choose a tenant"
          style={{ minWidth: 280 }}
          value={target}
          onChange={setTarget}
          options={[
            { value: DEFAULT, label: 'The default list' },
            ...(tenants?.data ?? []).map((t) => ({ value: t.schema_name, label: `${t.title} (${t.schema_name})` })),
          ]}
        />
      ) : null}
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message="The lists could not be loaded"
          description={(query.error as { message?: string } | null)?.message}
        />
      ) : null}
      {schema ? (
        <Card
          title={
            editingDefault
              ? 'The default list'
              : own
                ? 'This tenant has its own list'
                : 'This tenant follows the default list'
          }
          extra={
            <Space>
              {own && !editingDefault && canEdit ? <Button onClick={useDefault}>Use the default list</Button> : null}
              {canEdit ? (
                <Button type="primary" onClick={save} disabled={query.isLoading}>
                  Save list
                </Button>
              ) : null}
            </Space>
          }
        >
          {error ? (
            <Alert type="error" showIcon message="Not saved" description={error} style={{ marginBottom: 12 }} />
          ) : null}
          <BlockedPathsEditor
            value={value}
            onChange={setValue}
            defaultList={defaultList}
            compare={!editingDefault}
            disabled={!canEdit}
          />
        </Card>
      ) : null}
    </Space>
  );
}

export const OwnAppControls = () => <AppControlsPage operator={false} />;
export const AnyAppControls = () => <AppControlsPage operator />;
