// A row of the documents lists (server/entities/documents.ts).
import type { DocumentStatus } from '../../shared/entities/documents.ts';

export interface DocumentRow {
  id: number;
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
  expires_on: string | null;
  created_at: string;
  missing_types: string | null;
  reuploaded: boolean;
  version: number;
}
