// Teacher-tool prompt templates: /tt-prompt-templates edits this school's overrides (falling back
// to the platform default), /ei/tt-prompt-templates edits the platform defaults (operators).
import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Input, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { listTemplates, removeOverride, saveTemplate, type TemplateEntry, type TemplateScope } from './admin-api.ts';

function TemplateEditor({ entry, scope, onSaved }: { entry: TemplateEntry; scope: TemplateScope; onSaved(): void }) {
  const { message } = App.useApp();
  const current = entry.body ?? entry.platformBody;
  const [body, setBody] = useState(current);
  useEffect(() => setBody(entry.body ?? entry.platformBody), [entry]);
  const act = (fn: () => Promise<unknown>, ok: string) => async () => {
    try {
      await fn();
      message.success(ok);
      onSaved();
    } catch (err) {
      message.error((err as Error).message);
    }
  };
  const overridden = scope === 'tenant' && entry.body !== null;
  return (
    <Card
      size="small"
      title={
        <Space>
          {entry.title}{' '}
          {overridden ? (
            <Tag color="blue">This school&apos;s version</Tag>
          ) : (
            scope === 'tenant' && <Tag>Platform default</Tag>
          )}
        </Space>
      }
    >
      {entry.fields.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          Inputs: {entry.fields.map((f) => `{{${f}}}`).join(' ')}. Use {'{{#name}}…{{/name}}'} for text shown only when
          an input is filled.
        </Typography.Paragraph>
      )}
      <Input.TextArea
        aria-label={`Template for ${entry.title}`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        autoSize={{ minRows: 6, maxRows: 20 }}
        maxLength={20000}
      />
      <Space style={{ marginTop: 8 }}>
        <Button
          type="primary"
          disabled={body === current || !body.trim()}
          onClick={act(() => saveTemplate(scope, entry.name, body), 'Template saved')}
        >
          Save
        </Button>
        {overridden && (
          <Popconfirm
            title="Go back to the platform default?"
            onConfirm={act(() => removeOverride(entry.name), 'Using the platform default again')}
          >
            <Button>Use platform default</Button>
          </Popconfirm>
        )}
      </Space>
    </Card>
  );
}

function PromptTemplatesPage({ scope }: { scope: TemplateScope }) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<TemplateEntry[]>([]);
  const [selected, setSelected] = useState('CommonCharacter');
  const load = useCallback(
    () =>
      listTemplates(scope).then(
        (r) => setRows(r.rows),
        (err) => message.error((err as Error).message),
      ),
    [scope, message],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const entry = rows.find((r) => r.name === selected);
  return (
    <div style={{ maxWidth: 1300 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {scope === 'tenant' ? 'Teacher tool prompts' : 'Teacher tool prompts: platform defaults'}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {scope === 'tenant'
          ? 'Change how a tool asks the model for your school. Your version replaces the platform default for your school only.'
          : 'The defaults every school uses unless it has its own version.'}
      </Typography.Paragraph>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <List
          size="small"
          bordered
          style={{ width: 300 }}
          dataSource={rows}
          renderItem={(r) => (
            <List.Item
              style={{ cursor: 'pointer', background: r.name === selected ? '#eef3fb' : undefined }}
              onClick={() => setSelected(r.name)}
            >
              <Space>
                {r.title}
                {scope === 'tenant' && r.body !== null && <Tag color="blue">custom</Tag>}
              </Space>
            </List.Item>
          )}
        />
        <div style={{ flex: 1, minWidth: 320 }}>
          {entry && <TemplateEditor entry={entry} scope={scope} onSaved={load} />}
        </div>
      </div>
    </div>
  );
}

export const TenantPromptTemplatesPage = () => <PromptTemplatesPage scope="tenant" />;
export const PlatformPromptTemplatesPage = () => <PromptTemplatesPage scope="platform" />;
