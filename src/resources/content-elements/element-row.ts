import type { ElementType } from '../../shared/entities/content-elements.ts';

export interface ElementRow {
  id: number;
  course_id: number;
  course_title: string;
  section_id: number | null;
  section_name: string | null;
  element_type: ElementType;
  title: string;
  body: string;
  url: string | null;
  file_path: string | null;
  position: number;
  publish_at: string | null;
  unpublish_at: string | null;
  version: number;
}

export const RESOURCE = 'content_elements';
export const PAGE = '/admin/crs_cls_content_elements';
