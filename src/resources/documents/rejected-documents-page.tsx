// /rejected-documents (doc_rejections.read): what was rejected and why. A student or teacher sees
// its own and uploads a document again; a reviewer (document.review) sees everyone's.
import { useState } from 'react';
import { App, Badge } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import type { DocumentRow } from '../../shared/rows/document-row.ts';
import { PreviewModal } from './preview-modal.tsx';
import { UploadAgainModal } from './upload-again-modal.tsx';

const RESOURCE = '/rejected-documents';
const day = (v: unknown) => (v ? new Date(String(v)).toLocaleDateString() : '—');

const columns: GridColumn<DocumentRow>[] = [
  { field: 'doc_type', title: 'Type', sorter: true },
  { field: 'name', title: 'File', sorter: true },
  { field: 'reject_reason', title: 'Why it was rejected', render: (v) => String(v ?? '') },
  { field: 'reviewed_at', title: 'Rejected on', sorter: true, width: 130, render: day },
  {
    field: 'reuploaded',
    title: 'Uploaded again',
    width: 140,
    render: (v) => <Badge status={v ? 'processing' : 'default'} text={v ? 'uploaded again' : 'not yet'} />,
  },
  { field: 'owner', title: 'Person', sorter: true },
];

export default function RejectedDocumentsPage() {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const reviewer = useHeldPermissions(['document.review']).has('document.review');
  const [preview, setPreview] = useState<DocumentRow>();
  const [again, setAgain] = useState<DocumentRow>();

  const rowActions: RowAction<DocumentRow>[] = [
    { key: 'again', label: 'Upload again', hidden: (r) => r.reuploaded, run: setAgain },
    { key: 'preview', label: 'Preview', run: setPreview },
  ];

  return (
    <EntityListPage<DocumentRow>
      page={{
        shape: { name: 'rejected-documents', label: 'Document', uiPath: RESOURCE },
        title: 'Rejected documents',
        description: reviewer
          ? 'Documents rejected in review, with the reason given and whether the person has uploaded them again.'
          : 'Your documents that were rejected, and why. Upload a corrected one to have it reviewed again.',
        columns: reviewer ? columns : columns.filter((c) => c.field !== 'owner'),
        rowLabel: (r) => `${r.doc_type}: ${r.name}`,
        search: 'Search file or type',
        sort: ['created_at', 'desc'],
        rowActions: () => rowActions,
        emptyText: 'No rejected documents',
        after: (
          <>
            <PreviewModal doc={preview} onClose={() => setPreview(undefined)} />
            <UploadAgainModal
              doc={again}
              onClose={() => setAgain(undefined)}
              onUploaded={(d) => {
                setAgain(undefined);
                message.success(`${d.doc_type} uploaded again; it waits for review`);
                void invalidate({ resource: RESOURCE, invalidates: ['list'] });
              }}
            />
          </>
        ),
      }}
    />
  );
}
