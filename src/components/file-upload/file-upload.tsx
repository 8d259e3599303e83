// The one upload component: drag and drop (or click) one or more files into a directory of the
// file service; each file has its own progress bar and can be cancelled while it uploads, and a
// refused file shows the server's reason in plain words.
import { useState, type ReactNode } from 'react';
import { Alert, Upload, type UploadProps } from 'antd';
import { DeleteOutlined, InboxOutlined, StopOutlined } from '@ant-design/icons';
import { xhrUpload, type UploadedFile } from './xhr-upload.ts';
import type { HttpError } from '../../providers/http-client.ts';

export type { UploadedFile } from './xhr-upload.ts';

export interface FileUploadProps {
  /** the directory (relative to the school) the files go to */
  dir: string;
  /** keep the original file names instead of generated unique ones */
  persistFilename?: boolean;
  /** upload as documents of this type (its file types and size are enforced by the server) */
  docTypeId?: number;
  /** with docTypeId: the documents' expiry date (YYYY-MM-DD) */
  expiresOn?: string;
  multiple?: boolean;
  /** the file picker's filter, e.g. ".pdf,.docx"; the server checks every file's content anyway */
  accept?: string;
  hint?: ReactNode;
  disabled?: boolean;
  onUploaded?: (file: UploadedFile) => void;
}

interface Refusal {
  uid: string;
  name: string;
  message: string;
}

const DEFAULT_HINT = 'PDF, Word, Excel, PowerPoint, images (PNG, JPEG, GIF, WebP) and text files (TXT, CSV, Markdown).';

export function FileUpload({
  dir,
  persistFilename,
  docTypeId,
  expiresOn,
  multiple = true,
  accept,
  hint = DEFAULT_HINT,
  disabled,
  onUploaded,
}: FileUploadProps) {
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const f = file as File & { uid: string };
    const upload = xhrUpload({
      dir,
      file: f,
      persistFilename,
      docTypeId,
      expiresOn,
      onProgress: (percent) => onProgress?.({ percent }),
    });
    upload.done.then(
      (result) => {
        onSuccess?.(result);
        onUploaded?.(result);
      },
      (err: HttpError) => {
        if (err.code === 'aborted') return;
        setRefusals((r) => [...r.filter((x) => x.uid !== f.uid), { uid: f.uid, name: f.name, message: err.message }]);
        onError?.(err, err.message);
      },
    );
    return { abort: upload.abort };
  };

  return (
    <div data-testid="file-upload">
      <Upload.Dragger
        name="files"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        customRequest={customRequest}
        progress={{ showInfo: true, format: (p) => `${Math.round(p ?? 0)}%` }}
        onRemove={(file) => setRefusals((r) => r.filter((x) => x.uid !== file.uid))}
        showUploadList={{
          showRemoveIcon: true,
          removeIcon: (file) =>
            file.status === 'uploading' ? (
              <StopOutlined aria-label={`Cancel upload of ${file.name}`} title="Cancel upload" />
            ) : (
              <DeleteOutlined aria-label={`Remove ${file.name} from the list`} title="Remove from list" />
            ),
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Drop files here, or click to choose</p>
        <p className="ant-upload-hint">{hint}</p>
      </Upload.Dragger>
      {refusals.map((r) => (
        <Alert
          key={r.uid}
          role="alert"
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message={`${r.name} was not uploaded`}
          description={r.message}
          closable
          onClose={() => setRefusals((all) => all.filter((x) => x.uid !== r.uid))}
        />
      ))}
    </div>
  );
}
