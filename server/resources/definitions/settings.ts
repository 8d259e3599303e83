// The tenant's settings row (current term and the term list); one per tenant, update only.
import { Type } from '@sinclair/typebox';
import { invalidField } from '../../errors.ts';
import { defineResource } from '../types.ts';
import { YearTerm } from './fields.ts';

export default defineResource({
  name: 'settings',
  table: 'platform.settings',
  key: { column: 'tenant_id', type: 'int' },
  columns: ['tenant_id', 'current_year_term', 'year_term_arr', 'data', 'version', 'updated_at'],
  jsonColumns: ['year_term_arr', 'data'],
  touchUpdatedAt: true,
  scope: () => 'tenant_id = :tenantId',
  permissions: { update: 'settings.update' },
  updateSchema: Type.Object(
    {
      current_year_term: Type.Optional(YearTerm),
      year_term_arr: Type.Optional(Type.Array(YearTerm, { minItems: 1, maxItems: 40, uniqueItems: true })),
      data: Type.Optional(
        Type.Record(Type.String({ pattern: '^[A-Za-z0-9_]{1,64}$' }), Type.Unknown(), { maxProperties: 100 }),
      ),
    },
    { additionalProperties: false },
  ),
  prepare(_op, values, _ctx, _db, before) {
    const arr = (values.year_term_arr ?? before?.year_term_arr) as string[];
    const current = (values.current_year_term ?? before?.current_year_term) as string;
    if (!arr.includes(current)) {
      throw invalidField(
        'current_year_term',
        `The current term ${current} must be one of the school's terms`,
        'invalid_current_term',
      );
    }
    return values;
  },
});
