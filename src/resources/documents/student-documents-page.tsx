// /student-documents: every student's documents (documents-list.tsx).
import { DocumentsList } from './documents-list.tsx';

export default function StudentDocumentsPage() {
  return <DocumentsList kind="student" />;
}
