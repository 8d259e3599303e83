// Renaming a transcript or linking it to another lesson (or to none) through
// PATCH /api/lesson-transcripts/:id (server/transcripts/edit-routes.ts), with its version so a
// change made meanwhile by someone else is refused rather than overwritten.
import { Form, Input, Select } from 'antd';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import { editTranscript, type EditedTranscript } from './transcript-api.ts';

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
    props.onSaved(await editTranscript(t!, v.title.trim(), v.content_element_id ?? null));
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
