// Documents people hand in, each of a document type (doc-types.ts), reviewed by the school:
// pending, then approved or rejected with a reason. Files live in the file service's person areas
// (students/{party}/documents, teachers/{party}/documents); the list queries and the review actions
// are declared in server/documents/documents.ts.
import { Type } from '@sinclair/typebox';
import { day, nullable } from '../fields.ts';
import { defineEntityShape } from '../entity.ts';

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** the reject action's input: a reason is required (a blank one is refused at the field) */
export const REJECT_INPUT = Type.Object(
  {
    reason: Type.String({
      title: 'Reason',
      minLength: 1,
      maxLength: 500,
      pattern: '\\S',
      patternMessage: 'Reason cannot be blank',
    }),
  },
  { additionalProperties: false },
);

export default defineEntityShape({
  name: 'documents',
  label: 'Document',
  uiPath: '/student-documents',
  list: { bizobjfile: 'documents', api: 'student_documents' },
  fields: { expires_on: nullable(day('Expires on')) },
  required: [],
});
