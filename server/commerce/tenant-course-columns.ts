// Every tenant's courses as the operators read them (docs/commerce.md): alias tc =
// platform.all_tenant_courses(). Shared by the BJU / non-BJU lists and the probable matches.
import type { QueryContext } from '../listmodel/types.ts';
import { col, type ColumnSpec, searchColumn } from '../listmodel/define.ts';

/** The row key: one course of one tenant. */
export const TENANT_COURSE_KEY = "tc.tenant_id || ':' || tc.course_id";

export const TENANT_COURSE_COLUMNS: Readonly<Record<string, ColumnSpec>> = {
  id: col.text(TENANT_COURSE_KEY, '= in sort', 'Key'),
  tenant_id: col.int('tc.tenant_id', '= in'),
  tenant: col.text('tc.tenant', 'filter sort', 'School'),
  course_id: col.int('tc.course_id', '= in'),
  course_code: col.text('tc.course_code', 'filter sort', 'Code'),
  course_title: col.text('tc.course_title', 'filter sort', 'Title'),
  course_status: col.text('tc.status', 'filter sort', 'Status'),
};

export const tenantCourseSearch = (extra = ''): ColumnSpec =>
  searchColumn(`tc.tenant || ' ' || tc.course_code || ' ' || tc.course_title${extra}`);

/** An operator sees every tenant's courses, or the one tenant it names. */
export const namedTenantScope = (ctx: QueryContext) => (ctx.tenant.named ? 'tc.tenant_id = :tenantId' : null);

/** Candidates below this similarity are not offered as probable matches. */
export const MATCH_THRESHOLD = 0.3;
