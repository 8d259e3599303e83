// The shown matrix as CSV: one row per standard, an x per unit teaching it, and its coverage.
import { saveBlob } from '../../lib/file-download.ts';
import { toCsv } from '../../lib/csv.ts';
import type { MatrixRow, Unit } from './use-matrix.ts';

export function exportMatrix(rows: MatrixRow[], units: Unit[]) {
  const text = toCsv(rows, [
    { title: 'Framework', value: (r) => r.framework },
    { title: 'Code', value: (r) => r.code },
    { title: 'Statement', value: (r) => r.statement },
    { title: 'Grades', value: (r) => r.grade_levels },
    ...units.map((u) => ({
      title: u.title,
      value: (r: MatrixRow) => (r.cells.some((c) => c.unit_id === u.id) ? 'x' : ''),
    })),
    { title: 'Covered', value: (r) => (r.covered ? 'yes' : 'no') },
  ]);
  saveBlob(new Blob([text], { type: 'text/csv' }), 'curriculum-mapping.csv');
}
