// catalog: the catalogue as offered to the signed-in user's school, and the platform's course
// subscriptions (one list; the four subscription pages filter it by subscriber_kind). The
// operators' catalogue and sub-catalogues are entities (server/commerce/catalog-courses.ts, sub-catalogs.ts).
import { CATALOG_COLUMNS } from './catalog-columns.ts';
import { offeredTo, subscriptionScope } from './scopes.ts';
import { col, defineModule, searchColumn } from '../listmodel/define.ts';

export default defineModule('catalog', {
  tenant_catalog: {
    description: "The catalogue courses offered to the user's school, with the terms it holds them for",
    level: 'platform',
    from: 'platform.catalog_courses cc',
    where: offeredTo('cc'),
    columns: {
      ...CATALOG_COLUMNS,
      subscribed_terms: col.text(
        "(SELECT string_agg(cs.term, ', ' ORDER BY cs.term) FROM platform.course_subscriptions cs WHERE cs.catalog_course_id = cc.id AND cs.tenant_id = :tenantId AND cs.subscriber_kind = 'school' AND cs.status = 'active')",
        '',
        'Subscribed for',
      ),
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
      id: col.int('cs.id', '= in sort'),
      tenant_id: col.int('cs.tenant_id', '= in'),
      tenant: col.text('t.title', 'sort', 'School'),
      subscriber_kind: col.text('cs.subscriber_kind', '= in'),
      app_user_id: col.uuid('cs.app_user_id', '= is_null', 'User id'),
      subscriber: col.text("coalesce(u.first_name || ' ' || u.last_name, t.title)", 'sort'),
      catalog_course_id: col.int('cs.catalog_course_id', '= in', 'Course id'),
      course: col.text("coalesce(cc.title, 'All courses')", 'sort'),
      plan: col.text('cs.plan', 'filter sort'),
      term: col.text('cs.term', 'filter sort'),
      status: col.text('cs.status', 'filter sort'),
      starts_at: col.date('cs.starts_at', 'filter sort', 'From'),
      ends_at: col.date('cs.ends_at', 'filter sort', 'To'),
      renews: col.bool('cs.renews', '='),
      amount: col.number('cs.amount::float8', 'sort'),
      version: col.int('cs.version'),
      search: searchColumn(
        "t.title || ' ' || coalesce(cc.title, '') || ' ' || coalesce(u.first_name || ' ' || u.last_name, '')",
      ),
    },
    key: 'id',
    defaultSort: [['starts_at', 'desc']],
    permission: 'subscriber.read',
  },
});
