// Operators edit a university page's content (name, logo address, text) in place, in the record
// form (DrawerForm): PUT /api/catalog/universities/:slug (ei_catalog.update, docs/commerce.md).
// Shown only to a signed-in operator holding the permission; the public page reloads after saving.
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { useIsOperator } from '../../providers/auth/use-is-operator.ts';
import { useAppSession } from '../../providers/auth/use-app-session.ts';
import { savePage, type PageContent } from './university-api.ts';

export type { PageContent } from './university-api.ts';

export function EditPageButton(props: { slug: string; content: PageContent; onSaved: () => void }) {
  const operator = useIsOperator();
  const may = useAppSession()?.permissions?.includes('ei_catalog.update') ?? false;
  const [open, setOpen] = useState(false);
  if (!operator || !may) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit page</Button>
      <DrawerForm<PageContent>
        open={open}
        title="Edit the university page"
        initialValues={props.content}
        onSubmit={async (v) => {
          await savePage(props.slug, v);
          props.onSaved();
        }}
        onClose={() => setOpen(false)}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, max: 120 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="logo_url" label="Logo address" rules={[{ type: 'url', max: 500 }]}>
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="body" label="Text" rules={[{ max: 5000 }]}>
          <Input.TextArea rows={6} maxLength={5000} showCount />
        </Form.Item>
      </DrawerForm>
    </>
  );
}
