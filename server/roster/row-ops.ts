// What one checked row asks the writes to do (write.ts), worked out from the row where it was read
// and checked: in the import's worker thread (parse-worker.ts), so the main thread receives plain
// values to write, never CSV. A new or changed row's values, a `tobedeleted` row's sourcedId, or a
// teacher's enrolment (class, user, primary); roles.csv writes nothing of its own.
import type { CsvRow } from './csv-rows.ts';
import type { FileSpec } from './spec.ts';
import { ENROLLMENTS, TARGETS } from './targets.ts';
import type { UserRole } from './validate.ts';

export type RowOp =
  | ['live', values: string[], line: number]
  | ['dead', sourcedId: string]
  | ['staff', teacher: string[]]
  | ['staffDead', teacher: string[]];

export function rowOp(spec: FileSpec, row: CsvRow, roles: Map<string, UserRole>): RowOp | undefined {
  if (spec.file === 'roles') return undefined;
  const enrolments = spec.file === 'enrollments';
  const target = enrolments ? ENROLLMENTS : TARGETS[spec.file as keyof typeof TARGETS];
  const gone = row.get('status') === 'tobedeleted';
  if (enrolments && row.get('role') !== 'student') {
    if (roles.get(row.get('userSourcedId'))?.kind !== 'teacher') return undefined;
    const teacher = [row.get('classSourcedId'), row.get('userSourcedId'), row.get('primary')];
    return gone ? ['staffDead', teacher] : ['staff', teacher];
  }
  if (gone) return ['dead', row.get('sourcedId')];
  return ['live', target.values(row, roles), row.line];
}
