// student_records: the students a principal may open on the records pages (/student-transcripts,
// /student-transactions), as key/value pairs for their student picker, in the record scope of
// server/records/record-scope.ts (a student only itself, a family its children).
import { studentRecordScope } from './record-scope.ts';
import { col, type ColumnSpec, defineModule, type EntrySpec, studentName } from '../listmodel/define.ts';

const COLUMNS: Record<string, ColumnSpec> = {
  key: col.int('p.party_id', '= in sort'),
  value: studentName('ilike sort'),
  grade_level_id: col.int('p.grade_level_id', '= in'),
  grade_level: col.text('gl.name', 'sort'),
};

const students = (permission: string, uiPath: string): EntrySpec => ({
  description: `Students the caller may open on ${uiPath}`,
  level: 'tenant',
  from: '{t}.parties p LEFT JOIN {t}.grade_levels gl ON gl.id = p.grade_level_id',
  where: "p.kind = 'student'",
  scope: studentRecordScope('p.party_id'),
  columns: COLUMNS,
  key: 'key',
  defaultSort: [['value', 'asc']],
  permission,
  uiPath,
});

export default defineModule('student_records', {
  transcript_students: students('student.transcripts.read', '/student-transcripts'),
  ledger_students: students('student.transactions.read', '/student-transactions'),
});
