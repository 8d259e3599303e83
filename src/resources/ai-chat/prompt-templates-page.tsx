// /ai/prompt-templates (the platform's chat templates; operators change them) and
// /ai/tenant-prompt-templates (a school's: its own rows replace the platform's of the same name).
// The default one (default_template = 'Y') is what a new conversation starts with.
import { useState } from 'react';
import { App, Button, Checkbox, Form, Input, Tag, Typography } from 'antd';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { removeTenantPromptTemplate, savePromptTemplate } from './prompt-api.ts';
import { AnswerGrid } from '../../components/table/answer-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';

interface TemplateRow {
  name: string;
  title: string;
  body: string;
  isDefault: boolean;
  source: string;
}
type Scope = 'platform' | 'tenant';
interface TemplateValues {
  title: string;
  body: string;
  isDefault: boolean;
}
type Editing = TemplateValues & { isNew: boolean };

const columns: GridColumn<TemplateRow>[] = [
  { field: 'title', title: 'Template' },
  { field: 'type', title: 'Type', render: () => 'Chat' },
  { field: 'isDefault', title: 'Default', render: (_v, r) => (r.isDefault ? <Tag color="green">default</Tag> : null) },
  { field: 'source', title: 'Source', render: (_v, r) => (r.source === 'tenant' ? 'This school' : 'Platform') },
  { field: 'body', title: 'Prompt', render: (_v, r) => `${r.body.slice(0, 120)}${r.body.length > 120 ? '…' : ''}` },
];

function TemplatesPage({ scope }: { scope: Scope }) {
  const { message } = App.useApp();
  const answer = useApiAnswer<{ rows: TemplateRow[] }>(`/ai/prompt-templates/${scope}`);
  const canEdit = useHeldPermissions(['prompt.update']).has('prompt.update');
  const [editing, setEditing] = useState<Editing>();
  const fail = (err: Error) => void message.error(err.message);
  const save = (v: TemplateValues) =>
    savePromptTemplate(scope, { name: `chat/${v.title.trim()}`, body: v.body, isDefault: Boolean(v.isDefault) }).then(
      () => (void message.success('Template saved'), answer.retry()),
    );
  const rowActions: RowAction<TemplateRow>[] = [
    {
      key: 'edit',
      label: scope === 'tenant' ? 'Edit for this school' : 'Edit',
      permission: 'prompt.update',
      run: (r) => setEditing({ title: r.title, body: r.body, isDefault: r.isDefault, isNew: false }),
    },
    {
      key: 'reset',
      label: 'Use the platform version',
      permission: 'prompt.update',
      hidden: (r) => scope !== 'tenant' || r.source !== 'tenant',
      confirm: (r) => `Remove this school's own "${r.title}"?`,
      run: (r) => removeTenantPromptTemplate(r.name).then(() => answer.retry(), fail),
    },
  ];
  return (
    <>
      <AnswerGrid<TemplateRow>
        id={`chat-templates-${scope}`}
        resource={scope === 'tenant' ? '/ai/tenant-prompt-templates' : '/ai/prompt-templates'}
        title={scope === 'tenant' ? "This school's chat prompt templates" : 'Chat prompt templates (platform defaults)'}
        description="The system prompt of an AI chat conversation; the default one is what a new conversation starts with."
        actions={
          canEdit ? (
            <Button type="primary" onClick={() => setEditing({ title: '', body: '', isDefault: false, isNew: true })}>
              New template
            </Button>
          ) : null
        }
        answer={answer}
        columns={columns}
        rowKey="name"
        rowLabel={(r) => r.title}
        rowActions={rowActions}
        emptyText="No chat templates"
      />
      <DrawerForm<TemplateValues>
        open={editing !== undefined}
        title={editing?.isNew ? 'New chat template' : `Edit ${editing?.title}`}
        initialValues={editing}
        onSubmit={save}
        onClose={() => setEditing(undefined)}
      >
        <Form.Item name="title" label="Name" rules={[{ required: true, whitespace: true, max: 100 }]}>
          <Input disabled={!editing?.isNew} maxLength={100} />
        </Form.Item>
        <Form.Item name="body" label="Prompt" rules={[{ required: true, whitespace: true }]}>
          <Input.TextArea rows={8} />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>Default for new conversations</Checkbox>
        </Form.Item>
        <Typography.Text type="secondary">
          {scope === 'tenant' ? 'Saved for this school only.' : 'Saved for every school without its own.'}
        </Typography.Text>
      </DrawerForm>
    </>
  );
}

export const PlatformChatTemplatesPage = () => <TemplatesPage scope="platform" />;
export const TenantChatTemplatesPage = () => <TemplatesPage scope="tenant" />;
