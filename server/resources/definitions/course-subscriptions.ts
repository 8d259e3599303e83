// Cancelling course subscriptions (POST /api/resources/course-subscriptions/actions/cancel): the
// same scope as the list (catalog/course_subscriptions). A subscription that gave a user access in
// their tenant (a paid one) loses that access in the same transaction.
import { conflict } from '../../errors.ts';
import { subscriptionScope } from '../../commerce/scopes.ts';
import { endAccess } from '../../commerce/access.ts';
import { defineResource } from '../types.ts';

export default defineResource({
  name: 'course-subscriptions',
  table: 'platform.course_subscriptions',
  key: { column: 'id', type: 'int' },
  columns: [
    'id',
    'tenant_id',
    'subscriber_kind',
    'app_user_id',
    'plan',
    'term',
    'status',
    'ends_at',
    'renews',
    'access_id',
    'version',
  ],
  touchUpdatedAt: true,
  scope: (ctx) => subscriptionScope(ctx, 'course_subscriptions') ?? 'TRUE',
  permissions: {},
  auditTenant: (row) => row.tenant_id as number,
  actions: {
    cancel: {
      label: 'Cancel',
      permission: 'subscriber.update',
      check(row) {
        if (row.status !== 'active')
          throw conflict('Only an active subscription can be cancelled', 'not_cancellable_subscription');
      },
      async apply(row, _input, _ctx, trx) {
        await endAccess(trx, row);
        return { set: { status: 'cancelled', renews: false } };
      },
    },
  },
});
