// What /my-documents adds for documents handed in against a type (server/documents/documents.ts):
// each file's type and review status, and an upload that picks the type first.
import { useState } from 'react';
import { DatePicker, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useList } from '@refinedev/core';
import { FileUpload, type UploadedFile } from '../../components/file-upload/file-upload.tsx';
import type { DocumentRow } from '../../shared/rows/document-row.ts';
import { StatusTag } from '../../components/documents/status-tag.tsx';
import { useDocTypes } from '../../components/documents/use-doc-types.ts';

/** The caller's documents by file path; `refetch` after an upload. */
export function useMyDocuments() {
  const { result, query } = useList<DocumentRow>({
    resource: 'documents/my_documents',
    meta: { bizobjfile: 'documents', api: 'my_documents' },
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const byPath = new Map((result?.data ?? []).map((d) => [d.file_path, d]));
  return { byPath, refetch: () => void query.refetch() };
}

export function DocumentStatus({ doc }: { doc?: DocumentRow }) {
  if (!doc) return null;
  return (
    <Space size={4} wrap>
      <StatusTag status={doc.status} />
      {doc.status === 'rejected' && doc.reject_reason ? (
        <Typography.Text type="secondary">{doc.reject_reason}</Typography.Text>
      ) : null}
    </Space>
  );
}

/** The person's kind from its documents folder (students/{party}/documents), if it is one. */
export const folderKind = (home?: string) =>
  /^(student|teacher)s\/\d+\/documents$/.exec(home ?? '')?.[1] as 'student' | 'teacher' | undefined;

export function HandIn({
  home,
  onUploaded,
}: {
  home: string;
  /** a document was handed in: the file and its type's name */
  onUploaded: (file: UploadedFile, type: string) => void;
}) {
  const kind = folderKind(home);
  const types = useDocTypes(kind);
  const [typeId, setTypeId] = useState<number>();
  const [expires, setExpires] = useState<Dayjs | null>(null);
  if (!kind) return null;
  const type = types.types.find((t) => t.key === typeId);
  return (
    <div style={{ marginBottom: 12 }}>
      <label htmlFor="hand-in-type" style={{ display: 'block', marginBottom: 4 }}>
        Document type
      </label>
      <Select
        id="hand-in-type"
        style={{ width: '100%', maxWidth: 360, marginBottom: 8 }}
        placeholder="Choose the type of document first"
        loading={types.loading}
        value={typeId}
        onChange={setTypeId}
        options={types.types.map((t) => ({ value: t.key, label: `${t.value}${t.required ? ' (required)' : ''}` }))}
      />
      {type?.expires ? (
        <div style={{ marginBottom: 8 }}>
          <label htmlFor="hand-in-expires" style={{ display: 'block', marginBottom: 4 }}>
            Expires on
          </label>
          <DatePicker
            id="hand-in-expires"
            value={expires}
            onChange={setExpires}
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            style={{ width: '100%', maxWidth: 360 }}
          />
        </div>
      ) : null}
      {type ? (
        <FileUpload
          dir={home}
          docTypeId={type.key}
          expiresOn={type.expires && expires ? expires.format('YYYY-MM-DD') : undefined}
          accept={type.accepted_types.map((e) => `.${e}`).join(',')}
          hint={`${type.value}: ${type.accepted_types.join(', ')}, up to ${type.max_size_kb} KB. It is reviewed by the school.`}
          onUploaded={(file) => onUploaded(file, type.value)}
        />
      ) : null}
    </div>
  );
}
