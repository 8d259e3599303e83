// The documents screens' list queries beyond the entity's own (server/documents/documents.ts).
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  {
    names: ['/teacher-documents'],
    bizobjfile: 'documents',
    api: 'teacher_documents',
    writeResource: 'documents',
  },
  { names: ['/rejected-documents'], bizobjfile: 'documents', api: 'rejected_documents' },
  { names: ['documents/my_documents'], bizobjfile: 'documents', api: 'my_documents' },
] satisfies ScreenBinding[];
