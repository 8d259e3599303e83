// notifications: the notification log (every message, its status and the server's last answer),
// the caller's tenant only; messages sent outside any tenant are the operators'.
import { col, defineModule } from '../listmodel/define.ts';
import { isOperator } from '../auth/operator.ts';

export default defineModule('notifications', {
  notification_log: {
    level: 'platform',
    from: 'platform.notification_log nl LEFT JOIN platform.app_users au ON au.user_id = nl.created_by',
    scope: (ctx) =>
      isOperator(ctx.principal) && !ctx.tenant.named
        ? 'nl.tenant_id = :tenantId OR nl.tenant_id IS NULL'
        : 'nl.tenant_id = :tenantId',
    columns: {
      id: col.bigint('nl.id', '= in sort'),
      created_at: col.timestamp('nl.created_at', 'filter sort', 'Queued'),
      sent_at: col.timestamp('nl.sent_at', 'sort'),
      event: col.text('nl.event', 'filter sort', 'Template'),
      recipient: col.text('nl.recipient', '= ilike sort'),
      subject: col.text('nl.subject'),
      status: col.text('nl.status', 'filter sort'),
      attempts: col.int('nl.attempts', 'sort'),
      error: col.text('nl.error'),
      created_by_email: col.text('au.email', '', 'Sent by'),
    },
    key: 'id',
    defaultSort: [['created_at', 'desc']],
    permission: 'logs.read',
  },
});
