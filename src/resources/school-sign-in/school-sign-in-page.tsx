// /admin/school-sign-in (settings.update): the school's sign-in providers from GET
// /api/identity-providers; a drawer connects or changes one, a confirm removes one, and our redirect
// URI is shown to copy into Google Cloud or Microsoft Entra (docs/sign-in-with-school.md).
import { useState } from 'react';
import { App, Button, Card, Space, Typography } from 'antd';
import { AnswerGrid } from '../../components/table/answer-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { useAnswerWrite, useApiAnswer } from '../../components/table/use-api-answer.ts';
import { createProvider, deleteProvider, updateProvider, type SignInProvider } from './sign-in-api.ts';
import { ProviderDrawer } from './provider-drawer.tsx';

const DESCRIPTION =
  "Let your people sign in with the school's Google Workspace or Microsoft Entra account " +
  '(any OpenID Connect provider).';
const ROLE = { student: 'Students', teacher: 'Teachers' } as const;
const columns: GridColumn<SignInProvider>[] = [
  { field: 'label', title: 'Button' },
  { field: 'issuer', title: 'Issuer', render: (v) => <span style={{ overflowWrap: 'anywhere' }}>{String(v)}</span> },
  { field: 'client_id', title: 'Client id' },
  { field: 'allowed_domains', title: 'Domains', render: (_v, r) => r.allowed_domains.join(', ') },
  { field: 'create_role', title: 'New people', render: (_v, r) => (r.create_role ? ROLE[r.create_role] : 'Refused') },
  { field: 'enabled', title: 'Offered', render: (_v, r) => (r.enabled ? 'Yes' : 'No') },
];

export default function SchoolSignInPage() {
  const { message } = App.useApp();
  const answer = useApiAnswer<{ data: SignInProvider[]; urls: { redirect_uri: string } }>('/identity-providers');
  const write = useAnswerWrite(answer);
  const [editing, setEditing] = useState<SignInProvider | 'new'>();
  const rowActions: RowAction<SignInProvider>[] = [
    { key: 'edit', label: 'Edit', run: setEditing },
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      confirm: (r) => `Remove "${r.label}"? Its people then sign in with a password.`,
      run: (r) => write(deleteProvider(r), `${r.label} removed`),
    },
  ];
  const save = async (input: Parameters<typeof createProvider>[0]) => {
    try {
      if (editing && editing !== 'new') await updateProvider(editing, input);
      else await createProvider(input);
    } finally {
      answer.retry();
    }
    void message.success(`${input.label} ${editing === 'new' ? 'connected' : 'saved'}`);
  };
  const redirect = answer.data?.urls.redirect_uri;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <AnswerGrid<SignInProvider>
        id="school-sign-in"
        resource="/admin/school-sign-in"
        title="School sign-in"
        description={DESCRIPTION}
        answer={answer}
        rows={answer.data?.data}
        columns={columns}
        rowLabel={(r) => r.label}
        rowActions={rowActions}
        emptyText="No provider connected yet: choose Connect a provider"
        actions={
          <Button type="primary" onClick={() => setEditing('new')}>
            Connect a provider
          </Button>
        }
      />
      {redirect ? (
        <Card title="Copy into the provider's console">
          <Typography.Text strong>Redirect URI</Typography.Text>
          <Typography.Paragraph
            copyable={{ text: redirect }}
            code
            data-testid="redirect-uri"
            style={{ overflowWrap: 'anywhere' }}
          >
            {redirect}
          </Typography.Paragraph>
        </Card>
      ) : null}
      <ProviderDrawer row={editing} onSubmit={save} onClose={() => setEditing(undefined)} />
    </Space>
  );
}
