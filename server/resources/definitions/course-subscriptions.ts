// Course subscriptions by hand (docs/commerce.md): operators grant one (POST
// /api/resources/course-subscriptions) to a school, a home-school family or an independent teacher,
// extend it or end it on a day (actions `extend`, `end`); anyone who may see one may cancel it
// (action `cancel`, the same scope as the list catalog/course_subscriptions). A subscription that
// gave a user access in their tenant (a paid or granted one) changes that access in the same
// transaction, with the audit record.
import { Type } from '@sinclair/typebox';
import { conflict, invalidField } from '../../errors.ts';
import { subscriptionScope } from '../../commerce/scopes.ts';
import { endAccess } from '../../commerce/access.ts';
import {
  checkEnd,
  dayOf,
  grantAccessRow,
  GrantSchema,
  moveAccessEnd,
  prepareGrant,
} from '../../commerce/manual-grants.ts';
import { requireOperator } from '../../auth/operator.ts';
import { day } from '../../../src/shared/fields.ts';
import { defineResource, type ActionDef, type Row } from '../types.ts';

const EndInput = Type.Object({ ends_at: day('Ends on') }, { additionalProperties: false });

function mustBeActive(row: Row) {
  if (row.status !== 'active')
    throw conflict('Only an active subscription can be changed', 'not_cancellable_subscription');
}

/** extend (a later last day) or end (an earlier one, today at the soonest; it no longer renews) */
const changeEnd = (label: string, later: boolean): ActionDef => ({
  label,
  permission: 'subscriber.update',
  input: EndInput,
  prepareInput(input, ctx) {
    requireOperator(ctx.principal, `${label.toLowerCase()} subscriptions by hand`);
    return input;
  },
  check: mustBeActive,
  async apply(row, input, _ctx, trx) {
    const current = dayOf(row.ends_at);
    if (later && current === null)
      throw invalidField('ends_at', 'This subscription has no last day to extend: it runs for its term');
    const end = await checkEnd(trx, input.ends_at, later ? current : undefined);
    if (!later && current !== null && end >= current)
      throw conflict(`Ending must bring the last day before ${current}`, 'not_cancellable_subscription');
    await moveAccessEnd(trx, row, end);
    return { set: later ? { ends_at: end } : { ends_at: end, renews: false } };
  },
});

export default defineResource({
  name: 'course-subscriptions',
  table: 'platform.course_subscriptions',
  key: { column: 'id', type: 'int' },
  columns: [
    'id',
    'tenant_id',
    'subscriber_kind',
    'app_user_id',
    'catalog_course_id',
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
  permissions: { create: 'subscriber.update' },
  createSchema: GrantSchema,
  prepare: (_op, values, ctx, db) => prepareGrant(values, ctx, db),
  afterCreate: (trx, row) => grantAccessRow(trx, row),
  createAuditAction: 'grant',
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
    extend: changeEnd('Extend', true),
    end: changeEnd('End', false),
  },
});
