// A text the tool works from: pasted, or read from an uploaded .txt, .docx or .pdf. The file goes
// to the server (POST /api/tools/extract-text), which reads it and returns only its text.
import { useState } from 'react';
import { Alert, Button, Input, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { extractText } from '../tools-api.ts';

interface Props {
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  maxLength: number;
  placeholder?: string;
}

export function SourceTextField({ id, value, onChange, maxLength, placeholder }: Props) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ type: 'success' | 'warning' | 'error'; text: string }>();

  const read = async (file: File) => {
    setBusy(true);
    setNote(undefined);
    try {
      const r = await extractText(file);
      onChange?.(r.text);
      setNote(
        r.truncated
          ? {
              type: 'warning',
              text: `Read ${r.name}: ${r.chars.toLocaleString()} characters, cut to the first ${maxLength.toLocaleString()}.`,
            }
          : { type: 'success', text: `Read ${r.name}: ${r.chars.toLocaleString()} characters.` },
      );
    } catch (err) {
      setNote({ type: 'error', text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        rows={8}
        maxLength={maxLength}
        showCount
        placeholder={placeholder}
      />
      <Space wrap>
        <Upload
          accept=".txt,.md,.docx,.pdf"
          showUploadList={false}
          beforeUpload={(file) => {
            void read(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid="source-upload">
            Upload .txt, .docx or .pdf
          </Button>
        </Upload>
        <Typography.Text type="secondary">The file is read on the server and not kept.</Typography.Text>
      </Space>
      {note && (
        <Alert type={note.type} showIcon message={note.text} role={note.type === 'error' ? 'alert' : 'status'} />
      )}
    </Space>
  );
}
