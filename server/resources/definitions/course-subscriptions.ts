// Cancelling course subscriptions (POST /api/resources/course-subscriptions/actions/cancel): the
// same scope as the list (catalog/course_subscriptions). A subscription that gave a user access in
// their tenant (a paid one) loses that access in the same transaction.
import { sql } from 'kysely';
import { conflict } from '../../errors.ts';
import { subscriptionScope } from '../../commerce/scopes.ts';
import type { Db } from '../../db/database.ts';
import { defineResource, type Row } from '../types.ts';

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
        await cancelAccess(trx, row);
        return { set: { status: 'cancelled', renews: false } };
      },
    },
  },
});

/** Ends the user's access row in their tenant that this subscription's payment created. */
async function cancelAccess(trx: Db, row: Row) {
  if (row.access_id === null) return;
  const t = await sql<{ schema: string }>`
    SELECT config->>'schema_name' AS schema FROM platform.tenants WHERE id = ${row.tenant_id}`.execute(trx);
  const schema = t.rows[0]?.schema;
  if (!schema) return;
  await sql`UPDATE ${sql.id(schema)}.subscriptions SET status = 'cancelled'
    WHERE id = ${row.access_id} AND status = 'active'`.execute(trx);
}
