// A row of the documents lists (server/documents/documents.ts); here because the reviewers' screens
// (documents) and the owner's own page (my-documents) both read it.
import type shape from '../entities/documents.ts';
import type { RowOf } from '../entity.ts';
import type { DocumentStatus } from '../entities/documents.ts';

export type DocumentRow = RowOf<
  typeof shape,
  {
    owner_party_id: number;
    owner: string;
    owner_kind: 'student' | 'teacher';
    doc_type_id: number | null;
    doc_type: string;
    name: string;
    file_path: string;
    content_type: string | null;
    size: number | null;
    status: DocumentStatus;
    reject_reason: string | null;
    reviewed_at: string | null;
    reviewer: string | null;
    created_at: string;
    missing_types: string | null;
    reuploaded: boolean;
  }
>;
