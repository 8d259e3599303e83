// A page whose main content is one grid of rows from an API outside the list queries
// (docs/adding-a-screen.md, section 3): the grid's title is the page's one h1, its rows are the
// answer's `rows` (or the ones the page derives from it), 50 to a page.
import type { BaseRecord } from '@refinedev/core';
import { DataGrid, type DataGridProps } from './data-grid.tsx';
import { answerRows, type ApiAnswer } from './use-api-answer.ts';

export type AnswerGridProps<T extends BaseRecord> = Omit<DataGridProps<T>, 'rows' | 'titleLevel'> & {
  answer: ApiAnswer<object>;
  /** the rows, when they are not the answer's `rows` (filtered or derived by the page) */
  rows?: readonly T[];
};

export function AnswerGrid<T extends BaseRecord>({ answer, rows, pageSize = 50, ...grid }: AnswerGridProps<T>) {
  const data = rows ?? (answer.data as { rows?: readonly T[] } | undefined)?.rows;
  return <DataGrid<T> {...grid} titleLevel={1} pageSize={pageSize} rows={answerRows(answer, data)} />;
}
