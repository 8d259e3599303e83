// /admin/lti-platforms (settings.update): the school's LTI 1.3 platform registrations (Canvas,
// Moodle...) from GET /api/lti/platforms; a drawer registers or changes one, a confirm removes one,
// and the tool's own URLs are shown to copy into the platform. Operators pick the school
// (tenantSchema); everyone else sees their own. docs/lti.md, "Registering a platform on the screen".
import { useState, type CSSProperties } from 'react';
import { App, Button, Select, Space } from 'antd';
import { useList } from '@refinedev/core';
import { AnswerGrid } from '../../components/table/answer-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { useAnswerWrite, useApiAnswer } from '../../components/table/use-api-answer.ts';
import { useAppSession } from '../../providers/auth/use-app-session.ts';
import { useIsOperator } from '../../providers/auth/use-is-operator.ts';
import { createPlatform, deletePlatform, updatePlatform, type LtiPlatform, type ToolUrls } from './lti-api.ts';
import { PlatformDrawer } from './platform-drawer.tsx';
import { ToolValues } from './tool-values.tsx';

const wrap: CSSProperties = { overflowWrap: 'anywhere', minWidth: 120, display: 'inline-block' };
const text = (v: unknown) => <span style={wrap}>{String(v)}</span>;

const columns: GridColumn<LtiPlatform>[] = [
  { field: 'name', title: 'Name' },
  { field: 'issuer', title: 'Issuer', render: text },
  { field: 'client_id', title: 'Client id', render: text },
  { field: 'deployment_ids', title: 'Deployment ids', render: (_v, r) => text(r.deployment_ids.join(', ')) },
  { field: 'jwks_url', title: 'Platform key set URL', render: text },
  { field: 'auth_url', title: 'Authentication URL', render: text },
  { field: 'token_url', title: 'Token URL', render: text },
  { field: 'created_at', title: 'Added', render: (_v, r) => new Date(r.created_at).toLocaleDateString() },
];

function useSchools(operator: boolean) {
  const { result } = useList<{ id: number; schema_name: string; title: string }>({
    resource: '/ei/tenants',
    pagination: { pageSize: 500 },
    queryOptions: { enabled: operator },
  });
  return (result?.data ?? []).map((t) => ({ value: t.schema_name, label: `${t.title} (${t.schema_name})` }));
}

export default function LtiPlatformsPage() {
  const { message } = App.useApp();
  const operator = useIsOperator();
  const own = useAppSession()?.appUser.config?.schema_name;
  const schools = useSchools(operator);
  const [school, setSchool] = useState<string>();
  const tenantSchema = operator && school && school !== own ? school : undefined;
  const answer = useApiAnswer<{ data: LtiPlatform[]; tool: ToolUrls }>(
    '/lti/platforms',
    tenantSchema ? { tenantSchema } : undefined,
  );
  const write = useAnswerWrite(answer);
  const [editing, setEditing] = useState<LtiPlatform | 'new'>();

  const rowActions: RowAction<LtiPlatform>[] = [
    { key: 'edit', label: 'Edit', run: setEditing },
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      confirm: (r) =>
        `Remove the registration of "${r.name}"? Launches from it are refused from then on, and its people's ` +
        'links to their accounts are removed.',
      run: (r) => write(deletePlatform(r, tenantSchema), `${r.name} removed`),
    },
  ];
  const save = async (input: Parameters<typeof createPlatform>[0]) => {
    try {
      if (editing && editing !== 'new') await updatePlatform(editing, input, tenantSchema);
      else await createPlatform(input, tenantSchema);
    } catch (e) {
      answer.retry(); // a stale version: the list shows the current one to open again
      throw e;
    }
    void message.success(`${input.name} ${editing === 'new' ? 'registered' : 'saved'}`);
    answer.retry();
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <AnswerGrid<LtiPlatform>
        id="lti-platforms"
        resource="/admin/lti-platforms"
        title="LTI platforms"
        description="Learning platforms (Canvas, Moodle, Schoology) whose courses open the teacher tools and quizzes by LTI 1.3: register each with the values the platform shows, and copy this tool's values into it."
        answer={answer}
        rows={answer.data?.data}
        columns={columns}
        rowLabel={(r) => r.name}
        rowActions={rowActions}
        emptyText="No platform registered yet: choose Register a platform"
        actions={
          <>
            {operator ? <label htmlFor="lti-school">School</label> : null}
            {operator ? (
              <Select
                id="lti-school"
                data-testid="lti-school"
                style={{ minWidth: 200, maxWidth: '100%' }}
                placeholder="School"
                showSearch
                optionFilterProp="label"
                value={school ?? own}
                onChange={setSchool}
                options={schools}
              />
            ) : null}
            <Button type="primary" onClick={() => setEditing('new')}>
              Register a platform
            </Button>
          </>
        }
      />
      <ToolValues tool={answer.data?.tool} />
      <PlatformDrawer row={editing} onSubmit={save} onClose={() => setEditing(undefined)} />
    </Space>
  );
}
