// Renaming a transcript or linking it to another lesson (or to none) through
// PATCH /api/lesson-transcripts/:id (server/transcripts/edit-routes.ts), with its version so a
// change made meanwhile by someone else is refused rather than overwritten.
import { Form, Input, Select } from 'antd';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import { apiFetch } from '../../providers/http-client.ts';

export interface EditedTranscript {
  id: number;
  title: string;
  content_element_id: number | null;
  version: number;
}
interface Values {
  title: string;
  content_element_id?: number | null;
}

export function EditDrawer(props: {
  transcript?: EditedTranscript;
  onSaved: (t: EditedTranscript) => void;
  onClose: () => void;
}) {
  const lessons = useLookup('element_options', 'lesson_transcripts');
  const t = props.transcript;
  const submit = async (v: Values) => {
    const r = await apiFetch<{ data: EditedTranscript }>(`/lesson-transcripts/${t!.id}`, {
      method: 'PATCH',
      body: { version: t!.version, title: v.title.trim(), content_element_id: v.content_element_id ?? null },
    });
    props.onSaved(r.data);
  };
  return (
    <DrawerForm<Values>
      open={!!t}
      title="Edit transcript"
      initialValues={t ? { title: t.title, content_element_id: t.content_element_id } : undefined}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, max: 200 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="content_element_id" label="Lesson" extra="Clear it to unlink the transcript">
        <Select allowClear showSearch optionFilterProp="label" options={lessons.options} loading={lessons.loading} />
      </Form.Item>
    </DrawerForm>
  );
}
