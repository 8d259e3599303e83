// Operators edit a university page's content (name, logo address, text) in place:
// PUT /api/catalog/universities/:slug (ei_catalog.update, docs/commerce.md). Shown only to a
// signed-in operator holding the permission; the public page reloads after saving.
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { apiFetch } from '../../providers/http-client.ts';
import { useSubmit } from '../../components/form/use-submit.ts';
import { useIsOperator } from '../../providers/auth/use-is-operator.ts';
import { useAppSession } from '../../providers/auth/use-app-session.ts';

export interface PageContent {
  name: string;
  logo_url: string;
  body: string;
}

export function EditPageButton(props: { slug: string; content: PageContent; onSaved: () => void }) {
  const operator = useIsOperator();
  const may = useAppSession()?.permissions?.includes('ei_catalog.update') ?? false;
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<PageContent>();
  const { busy, error, submit } = useSubmit<PageContent>(async (v) => {
    await apiFetch(`/catalog/universities/${props.slug}`, { method: 'PUT', body: v });
    setOpen(false);
    props.onSaved();
  });
  if (!operator || !may) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit page</Button>
      <Modal
        open={open}
        title="Edit the university page"
        okText="Save"
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {error ? <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 12 }} /> : null}
        <Form<PageContent> form={form} layout="vertical" initialValues={props.content} onFinish={(v) => void submit(v)}>
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, max: 120 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="logo_url" label="Logo address" rules={[{ type: 'url', max: 500 }]}>
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item name="body" label="Text" rules={[{ max: 5000 }]}>
            <Input.TextArea rows={6} maxLength={5000} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
