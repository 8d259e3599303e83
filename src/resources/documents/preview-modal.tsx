// A document in the browser: PDFs in a frame, images as an image, anything else offered as a
// download. The bytes come through the file service's download (src/lib/file-download.ts).
import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { downloadFile, fetchFile } from '../../lib/file-download.ts';
import type { DocumentRow } from '../../shared/rows/document-row.ts';

type State = { loading: true } | { url: string; type: string } | { error: string };

export function PreviewModal({ doc, onClose }: { doc?: DocumentRow; onClose: () => void }) {
  const [state, setState] = useState<State>({ loading: true });
  useEffect(() => {
    if (!doc) return;
    setState({ loading: true });
    const abort = new AbortController();
    let url: string | undefined;
    fetchFile(doc.file_path, { disposition: 'inline', signal: abort.signal }).then(
      ({ blob }) => {
        url = URL.createObjectURL(blob);
        setState({ url, type: blob.type });
      },
      (err: Error) => !abort.signal.aborted && setState({ error: err.message }),
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [doc]);

  const body = () => {
    if ('loading' in state) return <Spin tip="Loading the document" />;
    if ('error' in state)
      return <Alert type="error" showIcon message="The document could not be opened" description={state.error} />;
    if (state.type.startsWith('application/pdf'))
      return <iframe title={doc!.name} src={state.url} style={{ width: '100%', height: '70vh', border: 0 }} />;
    if (state.type.startsWith('image/'))
      return <img src={state.url} alt={doc!.name} style={{ maxWidth: '100%', maxHeight: '70vh' }} />;
    return <Alert type="info" showIcon message="This kind of file has no preview; download it instead." />;
  };

  return (
    <Modal
      open={Boolean(doc)}
      title={doc ? `${doc.doc_type}: ${doc.name}` : ''}
      onCancel={onClose}
      width={900}
      footer={[
        <Button key="download" onClick={() => doc && void downloadFile(doc.file_path, { fileName: doc.name })}>
          Download
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {doc ? body() : null}
    </Modal>
  );
}
