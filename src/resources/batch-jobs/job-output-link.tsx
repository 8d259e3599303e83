// Downloads the file a job run left (for example a grade's transcripts) through the file service.
import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { downloadFile } from '../../lib/file-download.ts';

export function JobOutputLink({ filePath }: { filePath: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const name = filePath.slice(filePath.lastIndexOf('/') + 1);
  return (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      aria-label={`Download ${name}`}
      onClick={() => {
        setBusy(true);
        downloadFile(filePath)
          .catch((e: Error) => void message.error(`The file could not be downloaded: ${e.message}`))
          .finally(() => setBusy(false));
      }}
    >
      Download
    </Button>
  );
}
