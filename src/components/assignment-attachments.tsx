// The files attached to an assignment (server/files/assignment-attachments.ts): its teachers add
// and remove them in the assignment drawer, its students download them from their grades.
import { useCallback, useEffect, useId, useState } from 'react';
import { Alert, Button, List, Skeleton, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  addAttachment,
  listAttachments,
  downloadAttachment,
  removeAttachment,
  type Attachment,
} from './assignment-attachments-api.ts';

const kb = (n: number) =>
  n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} kB` : `${(n / 1048576).toFixed(1)} MB`;

export function AssignmentAttachments({
  assignmentId,
  editable,
}: {
  assignmentId: number | string;
  editable?: boolean;
}) {
  const [rows, setRows] = useState<Attachment[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  const load = useCallback(() => {
    setError(undefined);
    listAttachments(assignmentId).then(setRows, (e: Error) => setError(e.message));
  }, [assignmentId]);
  useEffect(load, [load]);

  const act = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await run();
      load();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const download = (a: Attachment) => act(() => downloadAttachment(assignmentId, a));

  return (
    <section aria-labelledby={labelId} data-testid="assignment-attachments">
      <Typography.Title level={2} id={labelId} style={{ fontSize: 14, marginTop: 8 }}>
        Attached files
      </Typography.Title>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 8 }} /> : null}
      {rows === undefined && !error ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <List
          size="small"
          dataSource={rows ?? []}
          locale={{ emptyText: 'No files attached' }}
          renderItem={(a) => (
            <List.Item
              actions={[
                <Button key="d" size="small" icon={<DownloadOutlined />} onClick={() => void download(a)}>
                  Download <span className="sr-only">{a.name}</span>
                </Button>,
                ...(editable
                  ? [
                      <Button
                        key="r"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Remove ${a.name}`}
                        disabled={busy}
                        onClick={() => void act(() => removeAttachment(assignmentId, a))}
                      />,
                    ]
                  : []),
              ]}
            >
              {a.name} <Typography.Text type="secondary">({kb(a.size)})</Typography.Text>
            </List.Item>
          )}
        />
      )}
      {editable ? (
        <Space style={{ marginTop: 8 }}>
          <Upload
            showUploadList={false}
            multiple
            customRequest={({ file }) => {
              const form = new FormData();
              form.append('files', file as File, (file as File).name);
              void act(() => addAttachment(assignmentId, form));
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy}>
              Attach files
            </Button>
          </Upload>
        </Space>
      ) : null}
    </section>
  );
}
