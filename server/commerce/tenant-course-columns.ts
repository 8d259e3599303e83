// Every tenant's courses as the operators read them (docs/commerce.md): alias tc =
// platform.all_tenant_courses(). Shared by the BJU / non-BJU lists and the probable matches.
import type { ColumnDef } from '../listmodel/types.ts';
import type { QueryContext } from '../listmodel/types.ts';
import { searchColumn } from '../queries/define.ts';

/** The row key: one course of one tenant. */
export const TENANT_COURSE_KEY = "tc.tenant_id || ':' || tc.course_id";

export const TENANT_COURSE_COLUMNS: Readonly<Record<string, ColumnDef>> = {
  id: { label: 'Key', type: 'text', sql: TENANT_COURSE_KEY, filter: ['=', 'in'], sort: true },
  tenant_id: { label: 'Tenant id', type: 'int', sql: 'tc.tenant_id', filter: ['=', 'in'] },
  tenant: { label: 'School', type: 'text', sql: 'tc.tenant', filter: true, sort: true },
  course_id: { label: 'Course id', type: 'int', sql: 'tc.course_id', filter: ['=', 'in'] },
  course_code: { label: 'Code', type: 'text', sql: 'tc.course_code', filter: true, sort: true },
  course_title: { label: 'Title', type: 'text', sql: 'tc.course_title', filter: true, sort: true },
  course_status: { label: 'Status', type: 'text', sql: 'tc.status', filter: true, sort: true },
};

export const tenantCourseSearch = (extra = ''): ColumnDef =>
  searchColumn(`tc.tenant || ' ' || tc.course_code || ' ' || tc.course_title${extra}`);

/** An operator sees every tenant's courses, or the one tenant it names. */
export const namedTenantScope = (ctx: QueryContext) => (ctx.tenantNamed ? 'tc.tenant_id = :tenantId' : null);

/** Candidates below this similarity are not offered as probable matches. */
export const MATCH_THRESHOLD = 0.3;
