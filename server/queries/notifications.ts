// notifications: the notification log (every message, its status and the server's last answer),
// the caller's tenant only; messages sent outside any tenant are the operators'.
import { defineModule } from './define.ts';
import { isOperator } from '../auth/operator.ts';

export default defineModule('notifications', {
  notification_log: {
    level: 'platform',
    from: 'platform.notification_log nl LEFT JOIN platform.app_users au ON au.user_id = nl.created_by',
    scope: (ctx) =>
      isOperator(ctx.principal) && !ctx.tenantNamed
        ? 'nl.tenant_id = :tenantId OR nl.tenant_id IS NULL'
        : 'nl.tenant_id = :tenantId',
    columns: {
      id: { label: 'Id', type: 'bigint', sql: 'nl.id', filter: ['=', 'in'], sort: true },
      created_at: { label: 'Queued', type: 'timestamp', sql: 'nl.created_at', filter: true, sort: true },
      sent_at: { label: 'Sent', type: 'timestamp', sql: 'nl.sent_at', sort: true },
      event: { label: 'Template', type: 'text', sql: 'nl.event', filter: true, sort: true },
      recipient: { label: 'Recipient', type: 'text', sql: 'nl.recipient', filter: ['=', 'ilike'], sort: true },
      subject: { label: 'Subject', type: 'text', sql: 'nl.subject' },
      status: { label: 'Status', type: 'text', sql: 'nl.status', filter: true, sort: true },
      attempts: { label: 'Attempts', type: 'int', sql: 'nl.attempts', sort: true },
      error: { label: 'Error', type: 'text', sql: 'nl.error' },
      created_by_email: { label: 'Sent by', type: 'text', sql: 'au.email' },
    },
    key: 'id',
    defaultSort: [['created_at', 'desc']],
    permission: 'logs.read',
  },
});
