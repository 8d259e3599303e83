// The profile photo: shown from the file service (fetched with the session, so a private file
// works), replaced by an upload to the user's own files (dir profile-photos).
import { useEffect, useState } from 'react';
import { Avatar, Button, Progress, Space, Typography } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { fetchFile } from '../../lib/file-download.ts';
import { xhrUpload } from '../../components/file-upload/xhr-upload.ts';

export function ProfilePhoto(props: { path: string | null; editable: boolean; onUploaded: (path: string) => void }) {
  const [url, setUrl] = useState<string>();
  const [percent, setPercent] = useState<number>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!props.path) return;
    let made: string | undefined;
    const ctl = new AbortController();
    fetchFile(props.path, { signal: ctl.signal, disposition: 'inline' }).then(
      (f) => setUrl((made = URL.createObjectURL(f.blob))),
      () => setUrl(undefined),
    );
    return () => {
      ctl.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [props.path]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    xhrUpload({ dir: 'profile-photos', file, onProgress: setPercent }).done.then(
      (f) => {
        setPercent(undefined);
        props.onUploaded(f.filePath);
      },
      (e: Error) => {
        setPercent(undefined);
        setError(e.message);
      },
    );
  };
  return (
    <Space align="center" wrap>
      <Avatar size={72} src={url} icon={<UserOutlined />} alt="Your photo" />
      {props.editable && (
        <label>
          <Button icon={<UploadOutlined />} onClick={(e) => (e.currentTarget.nextSibling as HTMLInputElement).click()}>
            Change photo
          </Button>
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label="Photo file"
            hidden
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </label>
      )}
      {percent !== undefined && <Progress percent={Math.round(percent)} size="small" style={{ width: 120 }} />}
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Space>
  );
}
