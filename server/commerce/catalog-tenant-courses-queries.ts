// catalog: every tenant's courses for the platform operators (docs/commerce.md): split by
// publisher (/ei/all-courses-bju, /ei/all-courses-non-bju: a course is BJU Press when an operator
// linked it to a BJU catalogue course) and the probable matches with the catalogue
// (/ei/probable-tenant-courses), ranked by title similarity, until linked or dismissed.
import {
  MATCH_THRESHOLD,
  TENANT_COURSE_COLUMNS,
  namedTenantScope,
  tenantCourseSearch,
} from './tenant-course-columns.ts';
import { col, defineModule } from '../listmodel/define.ts';

const LINK = `platform.tenant_course_links l ON l.tenant_id = tc.tenant_id AND l.course_id = tc.course_id`;

// the best catalogue candidate of each tenant course, by the title's or code-and-title's similarity
// (pg_trgm's measure)
const BEST = `CROSS JOIN LATERAL (
    SELECT cc.id, cc.title, cc.publisher, cc.is_bju,
           greatest(public.similarity(tc.course_title, cc.title),
                    public.similarity(tc.course_code || ' ' || tc.course_title, cc.title)) AS score
    FROM platform.catalog_courses cc WHERE cc.status <> 'archived'
    ORDER BY 5 DESC, cc.id LIMIT 1) m`;

export default defineModule('catalog', {
  all_tenant_courses: {
    description:
      "Every tenant's courses with the catalogue course each is linked to; filter is_bju for the publisher split",
    level: 'platform',
    from: `platform.all_tenant_courses() tc
      LEFT JOIN ${LINK} AND l.decision = 'linked'
      LEFT JOIN platform.catalog_courses cc ON cc.id = l.catalog_course_id`,
    operatorOnly: true,
    scope: namedTenantScope,
    columns: {
      ...TENANT_COURSE_COLUMNS,
      catalog_course_id: col.int('cc.id', '= is_null', 'Catalogue course id'),
      catalog_course: col.text('cc.title', 'sort', 'Catalogue course'),
      publisher: col.text("coalesce(cc.publisher, '')", 'filter sort'),
      is_bju: col.bool('coalesce(cc.is_bju, false)', '=', 'BJU Press'),
      search: tenantCourseSearch(" || ' ' || coalesce(cc.title, '')"),
    },
    key: 'id',
    defaultSort: [
      ['tenant', 'asc'],
      ['course_code', 'asc'],
    ],
    permission: 'all_tenant_courses.read',
    uiPath: '/ei/all-courses-bju',
  },
  probable_tenant_courses: {
    description: 'Tenant courses not yet linked or dismissed, with their most similar catalogue course and its score',
    level: 'platform',
    from: `platform.all_tenant_courses() tc ${BEST}`,
    where: `m.score >= ${MATCH_THRESHOLD} AND NOT EXISTS (SELECT 1 FROM ${LINK.replace(' ON ', ' WHERE ')})`,
    operatorOnly: true,
    scope: namedTenantScope,
    columns: {
      ...TENANT_COURSE_COLUMNS,
      catalog_course_id: col.int('m.id', '= in', 'Catalogue course id'),
      catalog_course: col.text('m.title', 'sort', 'Probable catalogue course'),
      publisher: col.text('m.publisher', 'filter sort'),
      is_bju: col.bool('m.is_bju', '=', 'BJU Press'),
      score: col.number('round(m.score::numeric, 2)::float8', 'filter sort', 'Similarity'),
      search: tenantCourseSearch(" || ' ' || m.title"),
    },
    key: 'id',
    defaultSort: [['score', 'desc']],
    permission: 'probable_tenant_courses.read',
    uiPath: '/ei/probable-tenant-courses',
  },
});
