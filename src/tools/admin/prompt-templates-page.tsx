// Teacher-tool prompt templates: /tt-prompt-templates edits this school's overrides (falling back
// to the platform default), /ei/tt-prompt-templates edits the platform defaults (operators).
import { useState } from 'react';
import { App, Form, Input, Tag, Typography } from 'antd';
import { AnswerGrid } from '../../components/table/answer-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { removeOverride, saveTemplate, templateBase, type TemplateEntry, type TemplateScope } from './admin-api.ts';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';

const MAX_BODY = 20000;

const overridden = (scope: TemplateScope, e: TemplateEntry) => scope === 'tenant' && e.body !== null;

function columnsFor(scope: TemplateScope): GridColumn<TemplateEntry>[] {
  return [
    { field: 'title', title: 'Tool' },
    ...(scope === 'tenant'
      ? [
          {
            field: 'body',
            title: 'Version',
            render: (_: unknown, e: TemplateEntry) =>
              overridden(scope, e) ? <Tag color="blue">This school&apos;s version</Tag> : <Tag>Platform default</Tag>,
          },
        ]
      : []),
    {
      field: 'fields',
      title: 'Inputs',
      render: (v) => (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {(v as string[]).map((f) => `{{${f}}}`).join(' ') || '—'}
        </Typography.Text>
      ),
    },
    {
      field: 'updatedAt',
      title: 'Changed',
      hidden: true,
      render: (v) => (v ? new Date(String(v)).toLocaleString() : '—'),
    },
  ];
}

function TemplateDrawer({
  entry,
  onSubmit,
  onClose,
}: {
  entry: TemplateEntry | undefined;
  onSubmit: (v: { body: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <DrawerForm<{ body: string }>
      open={Boolean(entry)}
      title={entry ? `Prompt of ${entry.title}` : ''}
      width={720}
      initialValues={{ body: entry ? (entry.body ?? entry.platformBody) : '' }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item
        name="body"
        label={entry ? `Template for ${entry.title}` : 'Template'}
        extra={
          entry?.fields.length
            ? `Inputs: ${entry.fields.map((f) => `{{${f}}}`).join(' ')}. Use {{#name}}…{{/name}} for text shown only when an input is filled.`
            : undefined
        }
        rules={[{ required: true, whitespace: true, message: 'A template cannot be empty' }]}
      >
        <Input.TextArea autoSize={{ minRows: 10, maxRows: 28 }} maxLength={MAX_BODY} showCount />
      </Form.Item>
    </DrawerForm>
  );
}

function PromptTemplatesPage({ scope }: { scope: TemplateScope }) {
  const { message } = App.useApp();
  const answer = useApiAnswer<{ rows: TemplateEntry[] }>(templateBase(scope));
  const [editing, setEditing] = useState<TemplateEntry>();

  const save = async ({ body }: { body: string }) => {
    await saveTemplate(scope, editing!.name, body);
    void message.success(`Saved the prompt of ${editing!.title}`);
    answer.retry();
  };
  const rowActions: RowAction<TemplateEntry>[] = [
    { key: 'edit', label: 'Edit', run: setEditing },
    {
      key: 'default',
      label: 'Use platform default',
      hidden: (e) => !overridden(scope, e),
      confirm: (e) => `${e.title} will use the platform's prompt again; this school's version is removed.`,
      run: (e) =>
        removeOverride(e.name).then(
          () => {
            void message.success(`${e.title} uses the platform default again`);
            answer.retry();
          },
          (err: Error) => void message.error(err.message),
        ),
    },
  ];

  return (
    <div style={{ maxWidth: 1200 }}>
      <AnswerGrid<TemplateEntry>
        id={`tt-prompts-${scope}`}
        resource={scope === 'tenant' ? '/tt-prompt-templates' : '/ei/tt-prompt-templates'}
        title={scope === 'tenant' ? 'Teacher tool prompts' : 'Teacher tool prompts: platform defaults'}
        description={
          scope === 'tenant'
            ? 'Change how a tool asks the model for your school. Your version replaces the platform default for your school only.'
            : 'The defaults every school uses unless it has its own version.'
        }
        answer={answer}
        columns={columnsFor(scope)}
        rowKey="name"
        rowLabel={(e) => e.title}
        rowActions={rowActions}
        emptyText="No tool prompts"
      />
      <TemplateDrawer entry={editing} onSubmit={save} onClose={() => setEditing(undefined)} />
    </div>
  );
}

export const TenantPromptTemplatesPage = () => <PromptTemplatesPage scope="tenant" />;
export const PlatformPromptTemplatesPage = () => <PromptTemplatesPage scope="platform" />;
