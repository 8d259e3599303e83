// A school subscribes to a catalogue course offered to it, for one of its terms
// (POST /api/resources/tenant-catalog/actions/subscribe). A course not offered to the school
// answers 404 at its id (the scope); the subscription and the audit record share one transaction.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { conflict, invalidField } from '../../errors.ts';
import { name } from '../../../src/shared/fields.ts';
import { offeredTo } from '../../commerce/scopes.ts';
import { defineResource } from '../types.ts';

export default defineResource({
  name: 'tenant-catalog',
  table: 'platform.catalog_courses',
  key: { column: 'id', type: 'int' },
  columns: ['id', 'title', 'price', 'status', 'version'],
  scope: () => offeredTo('catalog_courses'),
  permissions: {},
  uiPath: '/tenant-catalog',
  actions: {
    subscribe: {
      label: 'Subscribe',
      permission: 'tenant_catalog.subscribe',
      input: Type.Object({ term: name('Term', 60) }, { additionalProperties: false }),
      async prepareInput(input, ctx, db) {
        const r = await sql<{ ok: boolean }>`
          SELECT coalesce(year_term_arr ? ${input.term}, false) AS ok
          FROM platform.settings WHERE tenant_id = ${ctx.tenant.id}`.execute(db);
        if (!r.rows[0]?.ok) throw invalidField('term', "Term is not one of the school's terms");
        return input;
      },
      async apply(row, input, ctx, trx) {
        const held = await sql<{ found: number }>`
          SELECT 1 AS found FROM platform.course_subscriptions
          WHERE tenant_id = ${ctx.tenant.id} AND catalog_course_id = ${row.id} AND term = ${input.term}
            AND subscriber_kind = 'school' AND status = 'active'`.execute(trx);
        if (held.rows.length)
          throw conflict(
            `The school already subscribes to ${String(row.title)} for ${String(input.term)}`,
            'already_subscribed',
          );
        await sql`
          INSERT INTO platform.course_subscriptions (tenant_id, subscriber_kind, catalog_course_id, plan, term, amount, app_user_id)
          VALUES (${ctx.tenant.id}, 'school', ${row.id}, 'term', ${input.term}, ${row.price}, ${ctx.principal.userId})`.execute(
          trx,
        );
        return {};
      },
    },
  },
});
