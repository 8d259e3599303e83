import type shape from '../../shared/entities/content-elements.ts';
import type { RowOf } from '../../shared/entity.ts';

export type ElementRow = RowOf<
  typeof shape,
  {
    course_title: string;
    section_name: string | null;
    position: number;
  }
>;

export const RESOURCE = 'content_elements';
export const PAGE = '/admin/crs_cls_content_elements';
