// Uploading a transcript (WebVTT, SRT, text, Word or PDF) through POST /api/lesson-transcripts
// (server/transcripts/routes.ts): the file, an optional title, and the lesson it belongs to.
import { Button, Form, Input, Select, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import { uploadTranscript, type SavedTranscript } from './transcript-api.ts';

interface Values {
  file: { originFileObj: File }[];
  title?: string;
  content_element_id?: number;
}

export function UploadDrawer(props: { open: boolean; onSaved: (s: SavedTranscript) => void; onClose: () => void }) {
  const lessons = useLookup('element_options', 'lesson_transcripts');
  const submit = async (v: Values) => {
    const body = new FormData();
    body.append('title', v.title?.trim() ?? '');
    if (v.content_element_id) body.append('content_element_id', String(v.content_element_id));
    body.append('file', v.file[0].originFileObj);
    props.onSaved(await uploadTranscript(body));
  };
  return (
    <DrawerForm<Values>
      open={props.open}
      title="Upload a transcript"
      submitLabel="Upload"
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Form.Item
        name="file"
        label="Transcript file"
        extra="WebVTT (.vtt), SubRip (.srt), plain text, Word or PDF, up to 15 MB"
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: unknown[] }) => e.fileList.slice(-1)}
        rules={[{ required: true, message: 'Choose a transcript file' }]}
      >
        <Upload beforeUpload={() => false} maxCount={1} accept=".vtt,.srt,.txt,.docx,.pdf">
          <Button icon={<UploadOutlined />}>Choose file</Button>
        </Upload>
      </Form.Item>
      <Form.Item name="title" label="Title" extra="Leave empty to use the file's name" rules={[{ max: 200 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="content_element_id" label="Lesson">
        <Select allowClear showSearch optionFilterProp="label" options={lessons.options} loading={lessons.loading} />
      </Form.Item>
    </DrawerForm>
  );
}
