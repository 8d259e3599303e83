// A quiz's exchange with other systems: download it as a QTI 3.0 package, Moodle XML or GIFT, and
// import a QTI package or GIFT file (the import replaces the questions; the settings stay).
import { App, Button, Space, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { exportQuiz, importQuiz } from './api.ts';

const FORMATS = [
  { format: 'qti', label: 'Download QTI package' },
  { format: 'moodle', label: 'Download Moodle XML' },
  { format: 'gift', label: 'Download GIFT' },
] as const;

export function QuizInterop(props: { assignmentId: number; hasQuiz: boolean; onImported: () => void }) {
  const { message } = App.useApp();
  const take = (file: File) => {
    const format = /\.(zip|xml)$/i.test(file.name) ? 'qti' : 'gift';
    importQuiz(props.assignmentId, format, file).then(
      (r) => (void message.success(`Imported ${r.data.questions.length} questions`), props.onImported()),
      (e: Error) => void message.error(e.message),
    );
    return false;
  };
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {props.hasQuiz
        ? FORMATS.map((f) => (
            <Button
              key={f.format}
              icon={<DownloadOutlined />}
              onClick={() => exportQuiz(props.assignmentId, f.format).catch((e: Error) => message.error(e.message))}
            >
              {f.label}
            </Button>
          ))
        : null}
      <Upload accept=".zip,.xml,.txt,.gift" showUploadList={false} beforeUpload={take}>
        <Button icon={<UploadOutlined />}>Import QTI or GIFT file</Button>
      </Upload>
    </Space>
  );
}
