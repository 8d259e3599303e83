// A document's review status as a badge with its word (colour is never the only signal).
import { Badge } from 'antd';
import type { DocumentStatus } from '../../shared/entities/documents.ts';

const BADGE = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

export function StatusTag({ status }: { status: DocumentStatus }) {
  return <Badge status={BADGE[status]} text={status} />;
}
