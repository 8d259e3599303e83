// /student-documents (all_student_doc.read) and /teacher-documents (all_teacher_doc.read): every
// person's documents with type, review status, upload and expiry dates; filters by type, status
// and people missing a required type; preview in the browser; approve, and reject with a reason
// (document.review), one or many.
import { useState } from 'react';
import { App } from 'antd';
import { DOCUMENT_STATUSES } from '../../shared/entities/documents.ts';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import { RecordHistory, type HistoryTarget } from '../../components/table/record-history.tsx';
import type { BulkAction, GridColumn, RowAction } from '../../components/table/types.ts';
import type { DocumentRow } from '../../shared/rows/document-row.ts';
import { StatusTag } from '../../components/documents/status-tag.tsx';
import { PreviewModal } from './preview-modal.tsx';
import { RejectDrawer } from './reject-drawer.tsx';
import { useDocTypes } from '../../components/documents/use-doc-types.ts';
import { useReview } from './use-review.ts';
import { selectFilter } from '../../components/table/select-filter.ts';

const day = (v: unknown) => (v ? new Date(String(v)).toLocaleDateString() : '—');
const label = (r: DocumentRow) => `${r.owner}: ${r.name}`;

const columns: GridColumn<DocumentRow>[] = [
  { field: 'owner', title: 'Person', sorter: true },
  { field: 'doc_type', title: 'Type', sorter: true },
  { field: 'name', title: 'File', sorter: true },
  { field: 'status', title: 'Status', sorter: true, width: 110, render: (_v, r) => <StatusTag status={r.status} /> },
  { field: 'created_at', title: 'Uploaded', sorter: true, width: 120, render: day },
  { field: 'expires_on', title: 'Expires', sorter: true, width: 120, render: day },
  { field: 'reject_reason', title: 'Reason', render: (v) => (v ? String(v) : '') },
  { field: 'missing_types', title: 'Missing required', hidden: true, render: (v) => (v ? String(v) : '') },
  { field: 'reviewer', title: 'Reviewed by', hidden: true, render: (v) => (v ? String(v) : '') },
];

const PAGES = {
  student: { path: '/student-documents', title: 'Student documents', who: 'student' },
  teacher: { path: '/teacher-documents', title: 'Teacher documents', who: 'teacher' },
} as const;

export function DocumentsList({ kind }: { kind: 'student' | 'teacher' }) {
  const page = PAGES[kind];
  const { message } = App.useApp();
  const types = useDocTypes(kind);
  const review = useReview(page.path);
  const [preview, setPreview] = useState<DocumentRow>();
  const [history, setHistory] = useState<HistoryTarget>();
  const [rejecting, setRejecting] = useState<{ rows: DocumentRow[]; done: (result: boolean | Error) => void }>();

  const approve = (rows: DocumentRow[]) => review('approve', rows);
  // the dialog asks for the reason; the grid's action settles when the dialog does (false: cancelled)
  const askReject = (rows: DocumentRow[]) =>
    new Promise<boolean>((resolve, reject) =>
      setRejecting({ rows, done: (r) => (r instanceof Error ? reject(r) : resolve(r)) }),
    );
  const notify = (run: Promise<unknown>, done: string) =>
    run.then(
      (result) => void (result !== false && message.success(done)),
      (e: Error) => void message.error(e.message),
    );

  const rowActions: RowAction<DocumentRow>[] = [
    { key: 'preview', label: 'Preview', run: setPreview },
    {
      key: 'approve',
      label: 'Approve',
      permission: 'document.review',
      hidden: (r) => r.status === 'approved',
      run: (r) => notify(approve([r]), `Approved ${label(r)}`),
    },
    {
      key: 'reject',
      label: 'Reject',
      danger: true,
      permission: 'document.review',
      run: (r) => notify(askReject([r]), `Rejected ${label(r)}`),
    },
    {
      key: 'history',
      label: 'History',
      permission: 'logs.read',
      run: (r) => setHistory({ resource: 'documents', recordId: r.id, label: label(r) }),
    },
  ];
  const bulkActions: BulkAction<DocumentRow>[] = [
    { key: 'approve', label: 'Approve', permission: 'document.review', run: approve },
    { key: 'reject', label: 'Reject', danger: true, permission: 'document.review', run: askReject },
  ];

  return (
    <EntityListPage<DocumentRow>
      page={{
        shape: { name: `${kind}-documents`, label: 'Document', uiPath: page.path },
        title: page.title,
        description: `Every ${page.who}'s documents and where their review stands. Open one to check it, then approve it or reject it with a reason the ${page.who} reads.`,
        columns,
        rowLabel: label,
        search: 'Search person, file or type',
        filters: [
          selectFilter('doc_type_id', 'Type', types.filterOptions),
          selectFilter('status', 'Status', DOCUMENT_STATUSES),
          selectFilter('missing', 'Missing required types', [
            { value: 'yes', label: 'Missing a required type' },
            { value: 'no', label: 'Has every required type' },
          ]),
        ],
        sort: ['created_at', 'desc'],
        rowActions: () => rowActions,
        bulkActions: () => bulkActions,
        emptyText: 'No documents yet',
        after: (
          <>
            <PreviewModal doc={preview} onClose={() => setPreview(undefined)} />
            <RecordHistory target={history} onClose={() => setHistory(undefined)} />
            <RejectDrawer
              open={Boolean(rejecting)}
              count={rejecting?.rows.length ?? 0}
              onClose={() => {
                rejecting?.done(false); // after a reject a no-op: the action has its answer
                setRejecting(undefined);
              }}
              onReject={(reason) => {
                const r = rejecting!;
                // a partial failure is the grid action's to report (it keeps those rows selected)
                return review('reject', r.rows, reason).then(
                  () => r.done(true),
                  (e: Error) => r.done(e),
                );
              }}
            />
          </>
        ),
      }}
    />
  );
}
