// /teacher-documents: every teacher's documents (documents-list.tsx).
import { DocumentsList } from './documents-list.tsx';

export default function TeacherDocumentsPage() {
  return <DocumentsList kind="teacher" />;
}
