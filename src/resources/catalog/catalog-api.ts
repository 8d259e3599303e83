// The catalogue writes outside the data provider (server/catalogue): link school courses to
// catalogue courses, or dismiss them as not one (POST /api/catalog/tenant-course-links).
import { apiFetch } from '../../providers/http-client.ts';

export interface CourseLinkItem {
  tenant_id: number;
  course_id: number;
  /** the catalogue course, only when linking */
  catalog_course_id?: number;
}

export const decideCourseLinks = (decision: 'linked' | 'dismissed', items: CourseLinkItem[]) =>
  apiFetch('/catalog/tenant-course-links', { method: 'POST', body: { decision, items } });
