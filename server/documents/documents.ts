// Documents: every person's documents with their type and review status. Four lists read the same
// rows: students' (/student-documents), teachers' (/teacher-documents), the rejected ones
// (/rejected-documents: a reviewer sees all, anyone else only its own) and the caller's own
// (/my-documents adds type and status to its files). Review is two actions (server/documents/review.ts).
import shape from '../../src/shared/entities/documents.ts';
import type { QueryContext } from '../listmodel/types.ts';
import type { EntrySpec } from '../listmodel/define.ts';
import { holds } from '../listmodel/column-access.ts';
import { REVIEW_ACTIONS } from './review.ts';
import { defineEntity } from '../entity/define.ts';
import { col, type ColumnSpec, searchColumn } from '../listmodel/define.ts';

const FROM = `{t}.documents d
  JOIN {t}.parties p ON p.party_id = d.owner_party_id
  LEFT JOIN platform.doc_types dt ON dt.id = d.doc_type_id
  LEFT JOIN platform.app_users ru ON ru.user_id = d.reviewed_by`;

// the required types of the owner's kind it has no pending or approved document of
const MISSING = `(SELECT string_agg(rt.name, ', ' ORDER BY rt.name) FROM platform.doc_types rt
  WHERE rt.required AND rt.applies_to = p.kind AND (rt.tenant_id IS NULL OR rt.tenant_id = :tenantId)
    AND NOT EXISTS (SELECT 1 FROM {t}.documents x
      WHERE x.owner_party_id = d.owner_party_id AND x.doc_type_id = rt.id AND x.status <> 'rejected'))`;

const COLUMNS: Record<string, ColumnSpec> = {
  id: col.int('d.id', '= in sort'),
  owner_party_id: col.int('d.owner_party_id', '= in', 'Owner id'),
  owner: col.text("p.first_name || ' ' || p.last_name", 'sort', 'Person'),
  owner_kind: col.text('p.kind', '', 'Person kind'),
  doc_type_id: col.int('d.doc_type_id', '= in is_null', 'Type id'),
  doc_type: col.text('coalesce(dt.name, d.doc_type)', 'sort', 'Type'),
  type_required: col.bool('coalesce(dt.required, false)', '', 'Required type'),
  name: col.text('d.name', 'sort', 'File name'),
  file_path: col.text('d.file_path', '= in', 'File'),
  content_type: col.text('d.content_type'),
  size: col.bigint('d.size', 'sort'),
  status: col.text('d.status', '= in sort'),
  reject_reason: col.text('d.reject_reason', '', 'Reason'),
  reviewed_at: col.timestamp('d.reviewed_at', 'sort'),
  reviewer: col.text("ru.first_name || ' ' || ru.last_name", '', 'Reviewed by'),
  expires_on: col.date('d.expires_on', 'filter sort', 'Expires'),
  created_at: col.timestamp('d.created_at', 'filter sort', 'Uploaded'),
  missing_types: col.text(MISSING, '', 'Missing required types'),
  missing: col.text(`CASE WHEN ${MISSING} IS NULL THEN 'no' ELSE 'yes' END`, '= hidden', 'Missing required types'),
  // a later document of the same type by the same owner answers a rejection
  reuploaded: col.bool(
    `EXISTS (SELECT 1 FROM {t}.documents y WHERE y.owner_party_id = d.owner_party_id
      AND y.doc_type_id = d.doc_type_id AND y.id > d.id)`,
    '',
    'Uploaded again',
  ),
  version: col.int('d.version'),
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
    moreColumns: [
      'owner_party_id',
      'doc_type_id',
      'doc_type',
      'name',
      'file_path',
      'status',
      'reject_reason',
      'reviewed_by',
      'reviewed_at',
    ],
    timestamps: ['created_at', 'updated_at'],
    touchUpdatedAt: true,
    scope: () => 'TRUE',
    permissions: { update: 'document.review' },
    actions: REVIEW_ACTIONS,
  },
});
