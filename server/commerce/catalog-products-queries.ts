// catalog: what a school or family can buy and what a user holds (docs/commerce.md).
// - product_catalog (/admin/product-catalog, course.read): the plans (monthly and yearly
//   subscriptions, a one-time pass; src/shared/plans.ts) and the course bundles (active
//   sub-catalogues offered to the school, priced as the sum of their courses) with prices
// - my_courses (/ei/my-courses, my_course.read): the catalogue courses the signed-in user's active
//   subscriptions give (a plan without a course gives every active catalogue course)
import { PLANS } from '../../src/shared/plans.ts';
import { isOperator } from '../auth/operator.ts';
import { CATALOG_COLUMNS } from './catalog-columns.ts';
import { col, defineModule, searchColumn } from '../listmodel/define.ts';

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const BILLING = { month: 'Monthly', year: 'Yearly' } as const;

// registry text from a constant of the code, never from a request
const PLAN_ROWS = PLANS.map(
  (p) =>
    `SELECT ${lit(`plan:${p.id}`)}, ${lit(p.mode === 'subscription' ? 'subscription' : 'one-time')}, ${lit(p.label)}, ` +
    `${lit(`Every catalogue course for ${p.months} month${p.months === 1 ? '' : 's'}`)}, ` +
    `${lit(p.interval ? BILLING[p.interval] : 'Once')}, ${p.amount}::float8, NULL::int, NULL::text, NULL::int[]`,
).join(' UNION ALL ');

const BUNDLES = `SELECT 'bundle:' || sc.id, 'bundle', sc.name, sc.description, 'Per term',
    coalesce(sum(cc.price), 0)::float8, count(cc.id)::int, string_agg(cc.title, ', ' ORDER BY cc.title),
    (SELECT array_agg(sct.tenant_id) FROM platform.sub_catalog_tenants sct WHERE sct.sub_catalog_id = sc.id)
  FROM platform.sub_catalogs sc
  LEFT JOIN platform.sub_catalog_courses scc ON scc.sub_catalog_id = sc.id
  LEFT JOIN platform.catalog_courses cc ON cc.id = scc.catalog_course_id AND cc.status = 'active'
  WHERE sc.status = 'active' GROUP BY sc.id`;

const HOLDS = `FROM platform.course_subscriptions cs WHERE cs.app_user_id = :userId AND cs.status = 'active'
  AND (cs.ends_at IS NULL OR cs.ends_at >= current_date) AND (cs.catalog_course_id IS NULL OR cs.catalog_course_id = cc.id)`;

export default defineModule('catalog', {
  product_catalog: {
    description: 'Plans and course bundles with prices; a school sees the bundles offered to it',
    level: 'platform',
    from: `(${PLAN_ROWS} UNION ALL ${BUNDLES}) pr (id, kind, name, description, billing, price, course_count, courses, tenant_ids)`,
    scope: (ctx) =>
      isOperator(ctx.principal) && !ctx.tenant.named ? null : "pr.kind <> 'bundle' OR :tenantId = ANY(pr.tenant_ids)",
    columns: {
      id: col.text('pr.id', '= in sort'),
      kind: col.text('pr.kind', '= in sort'),
      name: col.text('pr.name', 'filter sort'),
      description: col.text('pr.description'),
      billing: col.text('pr.billing', 'sort'),
      price: col.number('pr.price', 'filter sort'),
      course_count: col.int('pr.course_count', 'sort', 'Courses'),
      courses: col.text('pr.courses', '', 'Course titles'),
      search: searchColumn("pr.name || ' ' || pr.description || ' ' || coalesce(pr.courses, '')"),
    },
    key: 'id',
    defaultSort: [
      ['kind', 'desc'],
      ['price', 'asc'],
    ],
    permission: 'course.read',
    uiPath: '/admin/product-catalog',
  },
  my_courses: {
    description: "The catalogue courses the signed-in user's active subscriptions give, and until when",
    level: 'platform',
    from: 'platform.catalog_courses cc',
    where: `cc.status = 'active' AND EXISTS (SELECT 1 ${HOLDS})`,
    columns: {
      ...CATALOG_COLUMNS,
      plans: col.text(`(SELECT string_agg(DISTINCT cs.plan, ', ') ${HOLDS})`, '', 'Through'),
      access_until: col.date(
        `(SELECT CASE WHEN bool_or(cs.ends_at IS NULL) THEN NULL ELSE max(cs.ends_at) END ${HOLDS})`,
        'sort',
        'Until',
      ),
    },
    key: 'id',
    defaultSort: [['title', 'asc']],
    permission: 'my_course.read',
    uiPath: '/ei/my-courses',
  },
});
