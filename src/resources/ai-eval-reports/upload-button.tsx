// "Upload report.json": picks one file and sends it; the server's reason shows when it is refused
// (not JSON, not a report, too large), and the page reloads its reports when it is stored.
import { useState } from 'react';
import { App, Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { uploadReport } from './eval-reports-api.ts';

export function UploadButton({ onStored }: { onStored: () => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    setBusy(true);
    try {
      const row = await uploadReport(file);
      void message.success(`Stored the report of ${row.model} (${row.runDate})`);
      onStored();
    } catch (e) {
      void message.error({ content: (e as Error).message, duration: 10 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Upload
      accept=".json,application/json"
      showUploadList={false}
      beforeUpload={(file) => {
        void send(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy} type="primary">
        Upload report.json
      </Button>
    </Upload>
  );
}
