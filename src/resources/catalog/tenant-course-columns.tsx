// Every tenant's courses as the operators' lists show them (catalog/all_tenant_courses and
// catalog/probable_tenant_courses): the columns and filters both lists share.
import { Tag } from 'antd';
import type { GridColumn, GridFilter } from '../../components/table/types.ts';

export interface TenantCourseRow {
  id: string;
  tenant_id: number;
  tenant: string;
  course_id: number;
  course_code: string;
  course_title: string;
  course_status: string;
  catalog_course_id: number | null;
  catalog_course: string | null;
  publisher: string;
  is_bju: boolean;
  score?: number;
}

export const tenantCourseColumns: GridColumn<TenantCourseRow>[] = [
  { field: 'tenant', title: 'School', sorter: true },
  { field: 'course_code', title: 'Code', sorter: true, width: 110 },
  { field: 'course_title', title: 'Title', sorter: true },
  { field: 'course_status', title: 'Status', sorter: true, width: 100, hidden: true },
];

export const bjuTag = (v: unknown) => (v ? <Tag color="blue">BJU Press</Tag> : null);

export const tenantCourseFilters: GridFilter[] = [
  { field: 'tenant', label: 'School', kind: 'text', operator: 'contains' },
  { field: 'course_title', label: 'Title', kind: 'text', operator: 'contains' },
];

export const rowLabel = (r: TenantCourseRow) => `${r.tenant}: ${r.course_title}`;
