// catalog: the catalogue as offered to the signed-in user's school, and the platform's course
// subscriptions (one list; the four subscription pages filter it by subscriber_kind). The
// operators' catalogue and sub-catalogues are entities (server/entities/catalog-courses.ts, sub-catalogs.ts).
import { CATALOG_COLUMNS } from '../commerce/catalog-columns.ts';
import { offeredTo, subscriptionScope } from '../commerce/scopes.ts';
import { defineModule, searchColumn } from './define.ts';

export default defineModule('catalog', {
  tenant_catalog: {
    description: "The catalogue courses offered to the user's school, with the terms it holds them for",
    level: 'platform',
    from: 'platform.catalog_courses cc',
    where: offeredTo('cc'),
    columns: {
      ...CATALOG_COLUMNS,
      subscribed_terms: {
        label: 'Subscribed for',
        type: 'text',
        sql: "(SELECT string_agg(cs.term, ', ' ORDER BY cs.term) FROM platform.course_subscriptions cs WHERE cs.catalog_course_id = cc.id AND cs.tenant_id = :tenantId AND cs.subscriber_kind = 'school' AND cs.status = 'active')",
      },
    },
    key: 'id',
    defaultSort: [['title', 'asc']],
    permission: 'tenant_catalog.read',
    uiPath: '/tenant-catalog',
  },
  course_subscriptions: {
    description:
      'Course subscriptions: who holds what, from when to when; filter subscriber_kind (school, family, teacher, student)',
    level: 'platform',
    from: `platform.course_subscriptions cs
      JOIN platform.tenants t ON t.id = cs.tenant_id
      LEFT JOIN platform.catalog_courses cc ON cc.id = cs.catalog_course_id
      LEFT JOIN platform.app_users u ON u.user_id = cs.app_user_id`,
    scope: (ctx) => subscriptionScope(ctx, 'cs'),
    columns: {
      id: { label: 'Id', type: 'int', sql: 'cs.id', filter: ['=', 'in'], sort: true },
      tenant_id: { label: 'Tenant id', type: 'int', sql: 'cs.tenant_id', filter: ['=', 'in'] },
      tenant: { label: 'School', type: 'text', sql: 't.title', sort: true },
      subscriber_kind: { label: 'Subscriber kind', type: 'text', sql: 'cs.subscriber_kind', filter: ['=', 'in'] },
      app_user_id: { label: 'User id', type: 'uuid', sql: 'cs.app_user_id', filter: ['=', 'is_null'] },
      subscriber: {
        label: 'Subscriber',
        type: 'text',
        sql: "coalesce(u.first_name || ' ' || u.last_name, t.title)",
        sort: true,
      },
      catalog_course_id: { label: 'Course id', type: 'int', sql: 'cs.catalog_course_id', filter: ['=', 'in'] },
      course: { label: 'Course', type: 'text', sql: "coalesce(cc.title, 'All courses')", sort: true },
      plan: { label: 'Plan', type: 'text', sql: 'cs.plan', filter: true, sort: true },
      term: { label: 'Term', type: 'text', sql: 'cs.term', filter: true, sort: true },
      status: { label: 'Status', type: 'text', sql: 'cs.status', filter: true, sort: true },
      starts_at: { label: 'From', type: 'date', sql: 'cs.starts_at', filter: true, sort: true },
      ends_at: { label: 'To', type: 'date', sql: 'cs.ends_at', filter: true, sort: true },
      renews: { label: 'Renews', type: 'bool', sql: 'cs.renews', filter: ['='] },
      amount: { label: 'Amount', type: 'number', sql: 'cs.amount::float8', sort: true },
      version: { label: 'Version', type: 'int', sql: 'cs.version' },
      search: searchColumn(
        "t.title || ' ' || coalesce(cc.title, '') || ' ' || coalesce(u.first_name || ' ' || u.last_name, '')",
      ),
    },
    key: 'id',
    defaultSort: [['starts_at', 'desc']],
    permission: 'subscriber.read',
  },
});
