// The assignment report's export: one column list for the CSV and the XLSX file, so both carry the
// same figures as the table (percentages of the assignment's points, excused and ungraded left out).
import type { CsvColumn } from '../../lib/csv.ts';
import { toCsv } from '../../lib/csv.ts';
import { saveBlob } from '../../lib/file-download.ts';
import { toXlsx } from '../../lib/xlsx.ts';
import type { StatRow } from './use-report-rows.ts';

export type Measure = 'average' | 'median';

export function reportColumns(measure: Measure): CsvColumn<StatRow>[] {
  const word = measure === 'average' ? 'Average' : 'Median';
  return [
    { title: 'Assignment', value: (r) => r.title },
    { title: 'Course', value: (r) => r.course_title },
    { title: 'Section', value: (r) => r.section_name },
    { title: 'Due', value: (r) => r.due_date?.slice(0, 10) },
    { title: 'Points', value: (r) => r.max_points },
    { title: `${word} %`, value: (r) => r[measure] },
    { title: 'Graded', value: (r) => r.graded },
    { title: 'Missing', value: (r) => r.missing },
    { title: 'Excused', value: (r) => r.excused },
    { title: 'Below 60%', value: (r) => r.below_60 },
  ];
}

export async function exportReport(rows: readonly StatRow[], measure: Measure, format: 'csv' | 'xlsx') {
  const columns = reportColumns(measure);
  const name = `assignment-${measure}s`;
  if (format === 'csv') saveBlob(new Blob([toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
  else saveBlob(await toXlsx(rows, columns, `Assignment ${measure}s`), `${name}.xlsx`);
}
