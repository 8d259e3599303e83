// Content elements: a course's (or one of its sections') ordered units and lessons; each lesson is
// a video link, text, a document of the file service or a link, published between two dates.
// The list and writes are declared in server/content/content-elements.ts.
import { Type } from '@sinclair/typebox';
import { choice, id, name, nullable, text } from '../fields.ts';
import { defineEntityShape, type ValuesOf } from '../entity.ts';

export const ELEMENT_TYPES = ['unit', 'video', 'text', 'document', 'link'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

const url = (title: string) =>
  Type.String({
    title,
    maxLength: 2000,
    pattern: '^https?://[^\\s]+$',
    patternMessage: `${title} must start with http:// or https://`,
  });
const when = (title: string) => Type.String({ title, format: 'date-time', maxLength: 40 });

const shape = defineEntityShape({
  name: 'content_elements',
  label: 'Content element',
  uiPath: '/admin/crs_cls_content_elements',
  list: { bizobjfile: 'content_elements', api: 'content_elements' },
  fields: {
    course_id: id('Course'),
    section_id: nullable(id('Section')),
    element_type: choice('Type', ELEMENT_TYPES),
    title: name('Title', 200),
    body: text('Text', 20000),
    url: nullable(url('Link')),
    file_path: nullable(text('Document', 500)),
    publish_at: nullable(when('Published from')),
    unpublish_at: nullable(when('Published until')),
  },
  required: ['course_id', 'element_type', 'title'],
  createOnly: ['course_id', 'section_id'],
  defaults: { element_type: 'text', body: '' },
});
export default shape;

/** the form's values: every field of the shape */
export type ElementValues = ValuesOf<typeof shape>;
