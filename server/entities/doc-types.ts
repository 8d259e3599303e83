// Document types: platform rows (tenant_id NULL) are the operators' and every school sees them; a
// school's own rows are its administrators'. An operator changes platform rows only, a school its
// own only, so another's answers 404.
import shape from '../../src/shared/entities/doc-types.ts';
import type { QueryContext } from '../listmodel/types.ts';
import { isOperator } from '../auth/operator.ts';
import { defineEntity, writesNeed } from './define.ts';
import { searchColumn, versionCreatedColumns } from '../queries/define.ts';

const operator = (ctx: QueryContext) => isOperator(ctx.principal);

export default defineEntity({
  shape,
  list: {
    level: 'platform',
    from: 'platform.doc_types dt',
    scope: () => 'dt.tenant_id IS NULL OR dt.tenant_id = :tenantId',
    columns: {
      id: { label: 'Id', type: 'int', sql: 'dt.id', filter: ['=', 'in'], sort: true },
      name: { label: 'Name', type: 'text', sql: 'dt.name', filter: true, sort: true },
      applies_to: { label: 'For', type: 'text', sql: 'dt.applies_to', filter: ['=', 'in'], sort: true },
      required: { label: 'Required', type: 'bool', sql: 'dt.required', filter: ['='], sort: true },
      accepted_types: { label: 'Accepted file types', type: 'json', sql: 'dt.accepted_types' },
      max_size_kb: { label: 'Maximum size (KB)', type: 'int', sql: 'dt.max_size_kb', sort: true },
      expires: { label: 'Expires', type: 'bool', sql: 'dt.expires', filter: ['='], sort: true },
      is_platform: { label: 'Platform type', type: 'bool', sql: 'dt.tenant_id IS NULL', filter: ['='] },
      tenant_id: { label: 'Tenant id', type: 'int', sql: 'dt.tenant_id' },
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
        key: { label: 'Key', type: 'int', sql: 'dt.id', filter: ['=', 'in'] },
        value: { label: 'Document type', type: 'text', sql: 'dt.name', sort: true },
        applies_to: { label: 'For', type: 'text', sql: 'dt.applies_to', filter: ['='] },
        required: { label: 'Required', type: 'bool', sql: 'dt.required' },
        accepted_types: { label: 'Accepted file types', type: 'json', sql: 'dt.accepted_types' },
        max_size_kb: { label: 'Maximum size (KB)', type: 'int', sql: 'dt.max_size_kb' },
        expires: { label: 'Expires', type: 'bool', sql: 'dt.expires' },
      },
      key: 'key',
      defaultSort: [['value', 'asc']],
      permission: 'authenticated',
    },
  },
  write: {
    table: 'platform.doc_types',
    columns: [
      'id',
      'tenant_id',
      'name',
      'applies_to',
      'required',
      'accepted_types',
      'max_size_kb',
      'expires',
      'version',
      'created_at',
    ],
    jsonColumns: ['accepted_types'],
    scope: (ctx) => (operator(ctx) ? 'tenant_id IS NULL' : 'tenant_id = :tenantId'),
    permissions: writesNeed('doc_type.update'),
    fixed: (ctx) => ({ tenant_id: operator(ctx) ? null : ctx.tenant.id }),
    auditTenant: (row, ctx) => (row.tenant_id as number | null) ?? ctx.tenant.id,
  },
});
