// Documents: every person's documents with their type and review status. Four lists read the same
// rows: students' (/student-documents), teachers' (/teacher-documents), the rejected ones
// (/rejected-documents: a reviewer sees all, anyone else only its own) and the caller's own
// (/my-documents adds type and status to its files). Review is two actions (server/documents/review.ts).
import shape from '../../src/shared/entities/documents.ts';
import type { ColumnDef, QueryContext } from '../listmodel/types.ts';
import type { EntrySpec } from '../queries/define.ts';
import { holds } from '../listmodel/column-access.ts';
import { REVIEW_ACTIONS } from '../documents/review.ts';
import { defineEntity } from './define.ts';
import { searchColumn } from '../queries/define.ts';

const FROM = `{t}.documents d
  JOIN {t}.parties p ON p.party_id = d.owner_party_id
  LEFT JOIN platform.doc_types dt ON dt.id = d.doc_type_id
  LEFT JOIN platform.app_users ru ON ru.user_id = d.reviewed_by`;

// the required types of the owner's kind it has no pending or approved document of
const MISSING = `(SELECT string_agg(rt.name, ', ' ORDER BY rt.name) FROM platform.doc_types rt
  WHERE rt.required AND rt.applies_to = p.kind AND (rt.tenant_id IS NULL OR rt.tenant_id = :tenantId)
    AND NOT EXISTS (SELECT 1 FROM {t}.documents x
      WHERE x.owner_party_id = d.owner_party_id AND x.doc_type_id = rt.id AND x.status <> 'rejected'))`;

const COLUMNS: Record<string, ColumnDef> = {
  id: { label: 'Id', type: 'int', sql: 'd.id', filter: ['=', 'in'], sort: true },
  owner_party_id: { label: 'Owner id', type: 'int', sql: 'd.owner_party_id', filter: ['=', 'in'] },
  owner: { label: 'Person', type: 'text', sql: "p.first_name || ' ' || p.last_name", sort: true },
  owner_kind: { label: 'Person kind', type: 'text', sql: 'p.kind' },
  doc_type_id: { label: 'Type id', type: 'int', sql: 'd.doc_type_id', filter: ['=', 'in', 'is_null'] },
  doc_type: { label: 'Type', type: 'text', sql: 'coalesce(dt.name, d.doc_type)', sort: true },
  type_required: { label: 'Required type', type: 'bool', sql: 'coalesce(dt.required, false)' },
  name: { label: 'File name', type: 'text', sql: 'd.name', sort: true },
  file_path: { label: 'File', type: 'text', sql: 'd.file_path', filter: ['=', 'in'] },
  content_type: { label: 'Content type', type: 'text', sql: 'd.content_type' },
  size: { label: 'Size', type: 'bigint', sql: 'd.size', sort: true },
  status: { label: 'Status', type: 'text', sql: 'd.status', filter: ['=', 'in'], sort: true },
  reject_reason: { label: 'Reason', type: 'text', sql: 'd.reject_reason' },
  reviewed_at: { label: 'Reviewed', type: 'timestamp', sql: 'd.reviewed_at', sort: true },
  reviewer: { label: 'Reviewed by', type: 'text', sql: "ru.first_name || ' ' || ru.last_name" },
  expires_on: { label: 'Expires', type: 'date', sql: 'd.expires_on', filter: true, sort: true },
  created_at: { label: 'Uploaded', type: 'timestamp', sql: 'd.created_at', filter: true, sort: true },
  missing_types: { label: 'Missing required types', type: 'text', sql: MISSING },
  missing: {
    label: 'Missing required types',
    type: 'text',
    hidden: true,
    sql: `CASE WHEN ${MISSING} IS NULL THEN 'no' ELSE 'yes' END`,
    filter: ['='],
  },
  // a later document of the same type by the same owner answers a rejection
  reuploaded: {
    label: 'Uploaded again',
    type: 'bool',
    sql: `EXISTS (SELECT 1 FROM {t}.documents y WHERE y.owner_party_id = d.owner_party_id
      AND y.doc_type_id = d.doc_type_id AND y.id > d.id)`,
  },
  version: { label: 'Version', type: 'int', sql: 'd.version' },
  search: searchColumn("p.first_name || ' ' || p.last_name || ' ' || d.name || ' ' || coalesce(dt.name, d.doc_type)"),
};

const list = (spec: Pick<EntrySpec, 'permission' | 'where' | 'scope' | 'uiPath'>): EntrySpec => ({
  level: 'tenant',
  from: FROM,
  columns: COLUMNS,
  key: 'id',
  defaultSort: [['created_at', 'desc']],
  ...spec,
});

const ownOnly = 'd.owner_party_id = :partyId';
const reviewerOrOwn = (ctx: QueryContext) => (holds(ctx.principal, 'document.review') ? null : ownOnly);

export default defineEntity({
  shape,
  list: list({ permission: 'all_student_doc.read', where: "p.kind = 'student'" }),
  moreQueries: {
    teacher_documents: list({
      permission: 'all_teacher_doc.read',
      where: "p.kind = 'teacher'",
      uiPath: '/teacher-documents',
    }),
    rejected_documents: list({
      permission: 'doc_rejections.read',
      where: "d.status = 'rejected'",
      scope: reviewerOrOwn,
      uiPath: '/rejected-documents',
    }),
    my_documents: list({ permission: 'authenticated', scope: () => ownOnly, uiPath: '/my-documents' }),
  },
  write: {
    table: '{t}.documents',
    columns: [
      'id',
      'owner_party_id',
      'doc_type_id',
      'doc_type',
      'name',
      'file_path',
      'status',
      'reject_reason',
      'reviewed_by',
      'reviewed_at',
      'expires_on',
      'version',
      'created_at',
      'updated_at',
    ],
    touchUpdatedAt: true,
    scope: () => 'TRUE',
    permissions: { update: 'document.review' },
    actions: REVIEW_ACTIONS,
  },
});
