// Document types: platform rows (tenant_id NULL) are the operators' and every school sees them; a
// school's own rows are its administrators'. An operator changes platform rows only, a school its
// own only, so another's answers 404.
import shape from '../../src/shared/entities/doc-types.ts';
import type { QueryContext } from '../listmodel/types.ts';
import { isOperator } from '../auth/operator.ts';
import { defineEntity, writesNeed } from '../entity/define.ts';
import { col, searchColumn, versionCreatedColumns } from '../listmodel/define.ts';

const operator = (ctx: QueryContext) => isOperator(ctx.principal);

export default defineEntity({
  shape,
  list: {
    level: 'platform',
    from: 'platform.doc_types dt',
    scope: () => 'dt.tenant_id IS NULL OR dt.tenant_id = :tenantId',
    columns: {
      id: col.int('dt.id', '= in sort'),
      name: col.text('dt.name', 'filter sort'),
      applies_to: col.text('dt.applies_to', '= in sort', 'For'),
      required: col.bool('dt.required', '= sort'),
      accepted_types: col.json('dt.accepted_types', '', 'Accepted file types'),
      max_size_kb: col.int('dt.max_size_kb', 'sort', 'Maximum size (KB)'),
      expires: col.bool('dt.expires', '= sort'),
      is_platform: col.bool('dt.tenant_id IS NULL', '=', 'Platform type'),
      tenant_id: col.int('dt.tenant_id'),
      ...versionCreatedColumns('dt'),
      search: searchColumn('dt.name'),
    },
    key: 'id',
    defaultSort: [['name', 'asc']],
    permission: 'doc_type.read',
  },
  moreQueries: {
    // the types as picker options for the documents screens (anyone signed in hands documents in)
    doc_type_options: {
      level: 'platform',
      from: 'platform.doc_types dt',
      scope: () => 'dt.tenant_id IS NULL OR dt.tenant_id = :tenantId',
      columns: {
        key: col.int('dt.id', '= in'),
        value: col.text('dt.name', 'sort', 'Document type'),
        applies_to: col.text('dt.applies_to', '=', 'For'),
        required: col.bool('dt.required'),
        accepted_types: col.json('dt.accepted_types', '', 'Accepted file types'),
        max_size_kb: col.int('dt.max_size_kb', '', 'Maximum size (KB)'),
        expires: col.bool('dt.expires'),
      },
      key: 'key',
      defaultSort: [['value', 'asc']],
      permission: 'authenticated',
    },
  },
  write: {
    table: 'platform.doc_types',
    moreColumns: ['tenant_id'],
    jsonColumns: ['accepted_types'],
    scope: (ctx) => (operator(ctx) ? 'tenant_id IS NULL' : 'tenant_id = :tenantId'),
    permissions: writesNeed('doc_type.update'),
    fixed: (ctx) => ({ tenant_id: operator(ctx) ? null : ctx.tenant.id }),
    auditTenant: (row, ctx) => (row.tenant_id as number | null) ?? ctx.tenant.id,
  },
});
