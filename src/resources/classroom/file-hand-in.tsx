// Files: the student picks one or more (the picker offers the assignment's accepted types) and hands
// them in as one version, watching the upload's progress. A refusal (a type not accepted, too
// large, closed) shows the server's reason; nothing is kept then.
import { useId, useState } from 'react';
import { Alert, App, Button, Progress, Space, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { handInFiles } from './api.ts';
import type { MyAssignment } from './types.ts';

export function FileHandIn({ a, onChange }: { a: MyAssignment; onChange: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [percent, setPercent] = useState<number>();
  const [refusal, setRefusal] = useState<string>();
  const { message } = App.useApp();
  const inputId = useId();

  const send = async () => {
    setRefusal(undefined);
    setPercent(0);
    try {
      await handInFiles(a.id, files, setPercent);
      void message.success('Handed in');
      setFiles([]);
      onChange();
    } catch (e) {
      setRefusal((e as Error).message);
    } finally {
      setPercent(undefined);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <label htmlFor={inputId}>
        <Typography.Text strong>Files to hand in</Typography.Text>
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={a.accepted_types.join(',') || undefined}
        onChange={(e) => setFiles([...(e.target.files ?? [])])}
        disabled={percent !== undefined}
        style={{ maxWidth: '100%' }}
      />
      {a.accepted_types.length ? (
        <Typography.Text type="secondary">Accepted: {a.accepted_types.join(', ')}</Typography.Text>
      ) : null}
      {percent !== undefined ? <Progress percent={percent} aria-label="Upload progress" /> : null}
      {refusal ? <Alert type="error" showIcon message={`Not handed in: ${refusal}`} /> : null}
      <Button
        type="primary"
        icon={<UploadOutlined />}
        onClick={send}
        disabled={!files.length}
        loading={percent !== undefined}
      >
        {a.versions.length ? 'Hand in the files again' : 'Hand in the files'}
      </Button>
    </Space>
  );
}
