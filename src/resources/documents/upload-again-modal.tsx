// Upload a rejected document again: the new file goes to the owner's documents folder as a
// pending document of the same type, held to the type's file types and size by the server.
import { Modal, Typography } from 'antd';
import { FileUpload } from '../../components/file-upload/file-upload.tsx';
import type { DocumentRow } from '../../shared/rows/document-row.ts';

export function UploadAgainModal({
  doc,
  onClose,
  onUploaded,
}: {
  doc?: DocumentRow;
  onClose: () => void;
  onUploaded: (doc: DocumentRow) => void;
}) {
  return (
    <Modal open={Boolean(doc)} title={doc ? `Upload ${doc.doc_type} again` : ''} onCancel={onClose} footer={null}>
      {doc ? (
        <>
          <Typography.Paragraph>
            It was rejected because: <strong>{doc.reject_reason}</strong>
          </Typography.Paragraph>
          <FileUpload
            dir={`${doc.owner_kind}s/${doc.owner_party_id}/documents`}
            docTypeId={doc.doc_type_id ?? undefined}
            multiple={false}
            hint="The new file is reviewed again."
            onUploaded={() => onUploaded(doc)}
          />
        </>
      ) : null}
    </Modal>
  );
}
