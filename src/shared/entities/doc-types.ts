// Document types: what a school asks students or teachers to hand in. Platform types (an
// operator's) apply to every school; a school adds its own. The list and writes are declared in
// server/documents/doc-types.ts; uploads against a type are held to its file types and size
// (server/files/document-upload.ts).
import { Type } from '@sinclair/typebox';
import { choice, name } from '../fields.ts';
import { defineEntityShape, type ValuesOf } from '../entity.ts';

export const DOC_TYPE_APPLIES_TO = ['student', 'teacher'] as const;
export type DocTypeAppliesTo = (typeof DOC_TYPE_APPLIES_TO)[number];
/** the file service's accepted extensions (server/files/content-types.ts) a type may pick from */
export const DOC_FILE_TYPES = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'doc', 'docx', 'txt'] as const;
export const MAX_DOC_SIZE_KB = 51200;

const shape = defineEntityShape({
  name: 'doc_types',
  label: 'Document type',
  uiPath: '/ei/doc-types',
  list: { bizobjfile: 'doc_types', api: 'doc_types' },
  fields: {
    name: name('Name'),
    applies_to: choice('For', DOC_TYPE_APPLIES_TO),
    required: Type.Boolean({ title: 'Required' }),
    accepted_types: Type.Array(choice('File type', DOC_FILE_TYPES), {
      title: 'Accepted file types',
      minItems: 1,
      maxItems: DOC_FILE_TYPES.length,
      uniqueItems: true,
    }),
    max_size_kb: Type.Integer({ title: 'Maximum size (KB)', minimum: 1, maximum: MAX_DOC_SIZE_KB }),
    expires: Type.Boolean({ title: 'Expires' }),
  },
  required: ['name', 'applies_to', 'accepted_types', 'max_size_kb'],
  createOnly: ['applies_to'],
  defaults: { applies_to: 'student', required: false, accepted_types: ['pdf'], max_size_kb: 5120, expires: false },
});
export default shape;

/** the form's values: every field of the shape */
export type DocTypeValues = ValuesOf<typeof shape>;
