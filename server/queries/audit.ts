// audit: who changed what and when (rows written by server/resources in the same transaction).
import { defineModule } from './define.ts';
import { isOperator } from '../auth/operator.ts';

/** a student record's change without its e-mail address, for callers without student.email */
const WITHOUT_STUDENT_EMAIL = (col: string) => ({
  permission: 'student.email',
  sql: `CASE WHEN al.resource = 'students' THEN ${col} - 'email' ELSE ${col} END`,
});

export default defineModule('audit', {
  audit_log: {
    level: 'platform',
    from: 'platform.audit_log al LEFT JOIN platform.app_users au ON au.user_id = al.user_id LEFT JOIN platform.tenants t ON t.id = al.tenant_id',
    // operators see every tenant's log unless they name one; everyone else their own tenant's
    scope: (ctx) => (isOperator(ctx.principal) && !ctx.tenantNamed ? null : 'al.tenant_id = :tenantId'),
    columns: {
      id: { label: 'Id', type: 'bigint', sql: 'al.id', filter: ['=', 'in'], sort: true },
      at: { label: 'When', type: 'timestamp', sql: 'al.at', filter: true, sort: true },
      tenant_id: { label: 'Tenant id', type: 'int', sql: 'al.tenant_id', filter: ['=', 'in'] },
      tenant_title: { label: 'Tenant', type: 'text', sql: 't.title' },
      user_id: { label: 'User id', type: 'uuid', sql: 'al.user_id', filter: ['=', 'in'] },
      user_email: { label: 'User', type: 'text', sql: 'au.email', filter: ['=', 'ilike'], sort: true },
      action: { label: 'Action', type: 'text', sql: 'al.action', filter: true, sort: true },
      resource: { label: 'Resource', type: 'text', sql: 'al.resource', filter: true, sort: true },
      record_id: { label: 'Record', type: 'text', sql: 'al.record_id', filter: ['=', 'in'] },
      before: { label: 'Before', type: 'json', sql: 'al.before', sqlWithout: WITHOUT_STUDENT_EMAIL('al.before') },
      after: { label: 'After', type: 'json', sql: 'al.after', sqlWithout: WITHOUT_STUDENT_EMAIL('al.after') },
    },
    key: 'id',
    defaultSort: [['at', 'desc']],
    permission: 'logs.read',
  },
  // the resource names that occur in the log, for its resource filter (derived from the data,
  // so a new entity's writes appear there without a list to keep)
  audit_resources: {
    level: 'platform',
    from: '(SELECT DISTINCT resource FROM platform.audit_log) ar',
    scope: (ctx) =>
      isOperator(ctx.principal) && !ctx.tenantNamed
        ? null
        : 'EXISTS (SELECT 1 FROM platform.audit_log x WHERE x.resource = ar.resource AND x.tenant_id = :tenantId)',
    columns: {
      resource: { label: 'Resource', type: 'text', sql: 'ar.resource', filter: ['='], sort: true },
    },
    key: 'resource',
    defaultSort: [['resource', 'asc']],
    permission: 'logs.read',
  },
});
