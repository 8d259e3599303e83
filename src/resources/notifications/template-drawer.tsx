// The template form: subject, MJML body and plain-text part, with the event's variables and a
// preview rendered by the server with the event's sample values.
import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { MessageFrame } from '../../components/message-frame.tsx';
import { previewTemplate, type TemplateEntry, type TemplateInput } from './api.ts';

export function TemplateDrawer({
  entry,
  onSubmit,
  onClose,
}: {
  entry: TemplateEntry | undefined;
  onSubmit: (v: TemplateInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const [preview, setPreview] = useState<{ subject: string; html: string } | { error: string }>();
  const vars = entry ? Object.keys(entry.variables) : [];
  return (
    <DrawerForm<TemplateInput>
      open={Boolean(entry)}
      title={entry ? `Template: ${entry.title}` : ''}
      width={760}
      initialValues={entry ? { subject: entry.subject, mjml: entry.mjml, body_text: entry.body_text } : {}}
      onSubmit={onSubmit}
      onClose={() => {
        setPreview(undefined);
        onClose();
      }}
    >
      {(form) => (
        <>
          <Typography.Paragraph type="secondary">
            Variables: {vars.map((v) => `{{${v}}}`).join(' ')}
          </Typography.Paragraph>
          <Form.Item name="subject" label="Subject" rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item name="mjml" label="Body (MJML)" rules={[{ required: true, whitespace: true }]}>
            <Input.TextArea
              autoSize={{ minRows: 10, maxRows: 24 }}
              spellCheck={false}
              style={{ fontFamily: 'monospace' }}
            />
          </Form.Item>
          <Form.Item name="body_text" label="Plain-text part">
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
          </Form.Item>
          <Button
            onClick={() =>
              previewTemplate(entry!.event, form.getFieldsValue())
                .then(setPreview)
                .catch((err: Error) => setPreview({ error: err.message }))
            }
          >
            Preview with sample data
          </Button>
          {preview && 'error' in preview && (
            <Alert type="error" showIcon message={preview.error} style={{ marginTop: 12 }} />
          )}
          {preview && 'html' in preview && (
            <div style={{ marginTop: 12 }}>
              <Typography.Text strong>{preview.subject}</Typography.Text>
              <MessageFrame html={preview.html} height={360} />
            </div>
          )}
        </>
      )}
    </DrawerForm>
  );
}
