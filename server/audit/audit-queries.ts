// audit: who changed what and when (rows written by server/resources in the same transaction).
import { col, defineModule } from '../listmodel/define.ts';
import { isOperator } from '../auth/operator.ts';

/** a student record's change without its e-mail address, for callers without student.email */
const WITHOUT_STUDENT_EMAIL = (column: string) => ({
  permission: 'student.email',
  sql: `CASE WHEN al.resource = 'students' THEN ${column} - 'email' ELSE ${column} END`,
});

export default defineModule('audit', {
  audit_log: {
    level: 'platform',
    from: 'platform.audit_log al LEFT JOIN platform.app_users au ON au.user_id = al.user_id LEFT JOIN platform.tenants t ON t.id = al.tenant_id',
    // operators see every tenant's log unless they name one; everyone else their own tenant's
    scope: (ctx) => (isOperator(ctx.principal) && !ctx.tenant.named ? null : 'al.tenant_id = :tenantId'),
    columns: {
      id: col.bigint('al.id', '= in sort'),
      at: col.timestamp('al.at', 'filter sort', 'When'),
      tenant_id: col.int('al.tenant_id', '= in'),
      tenant_title: col.text('t.title', '', 'Tenant'),
      user_id: col.uuid('al.user_id', '= in'),
      user_email: col.text('au.email', '= ilike sort', 'User'),
      action: col.text('al.action', 'filter sort'),
      resource: col.text('al.resource', 'filter sort'),
      record_id: col.text('al.record_id', '= in', 'Record'),
      before: col.json('al.before', '', { sqlWithout: WITHOUT_STUDENT_EMAIL('al.before') }),
      after: col.json('al.after', '', { sqlWithout: WITHOUT_STUDENT_EMAIL('al.after') }),
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
      isOperator(ctx.principal) && !ctx.tenant.named
        ? null
        : 'EXISTS (SELECT 1 FROM platform.audit_log x WHERE x.resource = ar.resource AND x.tenant_id = :tenantId)',
    columns: {
      resource: col.text('ar.resource', '= sort'),
    },
    key: 'resource',
    defaultSort: [['resource', 'asc']],
    permission: 'logs.read',
  },
});
