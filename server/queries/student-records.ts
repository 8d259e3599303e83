// student_records: the students a principal may open on the records pages (/student-transcripts,
// /student-transactions), as key/value pairs for their student picker, in the record scope of
// server/records/scope.ts (a student only itself, a family its children).
import type { ColumnDef } from '../listmodel/types.ts';
import { studentRecordScope } from '../records/scope.ts';
import { defineModule, type EntrySpec } from './define.ts';

const COLUMNS: Record<string, ColumnDef> = {
  key: { label: 'Key', type: 'int', sql: 'p.party_id', filter: ['=', 'in'], sort: true },
  value: { label: 'Student', type: 'text', sql: "p.last_name || ', ' || p.first_name", filter: ['ilike'], sort: true },
  grade_level_id: { label: 'Grade level id', type: 'int', sql: 'p.grade_level_id', filter: ['=', 'in'] },
  grade_level: { label: 'Grade level', type: 'text', sql: 'gl.name', sort: true },
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
