// A document's review status as a coloured tag with its word (colour is never the only signal).
import { Tag } from 'antd';
import type { DocumentStatus } from '../../shared/entities/documents.ts';

const COLOR: Record<DocumentStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

export function StatusTag({ status }: { status: DocumentStatus }) {
  return <Tag color={COLOR[status]}>{status}</Tag>;
}
