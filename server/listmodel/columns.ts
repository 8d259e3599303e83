// The terse column declaration: `course_code: col.text('c.course_code', 'filter sort', 'Code')`
// is `{ label: 'Code', type: 'text', sql: 'c.course_code', filter: true, sort: true }`. The label
// defaults to the column's name (labelOf); `use` lists what a request may do with the column.
import { OPERATORS, type ColumnDef, type Operator, type ValueType } from './types.ts';

/** A column as declared: its label may be left to its name. */
export type ColumnSpec = Omit<ColumnDef, 'label'> & { label?: string };

/**
 * The words of `use`, space-separated: `filter` (the type's default operators) or the operators
 * allowed (`= in`), `sort`, and `hidden` (filter-only, never selected). TypeScript refuses others.
 */
type Word = Operator | 'filter' | 'sort' | 'hidden';
type Use<U extends string> = U extends Word | ''
  ? U
  : U extends `${infer W} ${infer Rest}`
    ? W extends Word
      ? `${W} ${Use<Rest>}`
      : never
    : never;

/** 'course_code' → 'Course code'; a time column's `_at` is left out ('created_at' → 'Created'). */
export const labelOf = (name: string): string => {
  const words = name.replace(/_at$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function parseUse(use: string): Partial<ColumnDef> {
  const out: { filter?: Operator[] | true; sort?: true; hidden?: true } = {};
  for (const w of use.split(' ').filter(Boolean)) {
    if (w === 'filter' && !out.filter) out.filter = true;
    else if (w === 'sort') out.sort = true;
    else if (w === 'hidden') out.hidden = true;
    else if ((OPERATORS as readonly string[]).includes(w) && out.filter !== true)
      out.filter = [...(out.filter ?? []), w as Operator];
    else throw new Error(`column use: unknown or conflicting word "${w}" in "${use}"`);
  }
  return out;
}

/** What a column may need besides its type, SQL and use: a label, a permission, sqlWithout. */
type Extra = Omit<Partial<ColumnDef>, 'type' | 'sql' | 'filter' | 'sort' | 'hidden'>;

function build(type: ValueType, sql: string | null, use: string, label?: string | Extra): ColumnSpec {
  return {
    ...(typeof label === 'string' ? { label } : label),
    type,
    ...(sql === null ? {} : { sql }),
    ...parseUse(use),
  };
}

const typed =
  (type: ValueType) =>
  <const U extends string = ''>(sql: string | null, use?: U & Use<U>, label?: string | Extra): ColumnSpec =>
    build(type, sql, use ?? '', label);

/** A column many queries declare alike (same SQL and label); each query says its own use. */
export const alike =
  (type: ValueType, sql: string, label: string) =>
  <const U extends string = ''>(use?: U & Use<U>): ColumnSpec =>
    build(type, sql, use ?? '', label);

/** One factory per value type: `col.int(sql, use?, label?)`, the label or `{ label?, permission?, sqlWithout? }`;
 * a null sql selects the column's name. */
export const col = {
  text: typed('text'),
  int: typed('int'),
  bigint: typed('bigint'),
  number: typed('number'),
  bool: typed('bool'),
  uuid: typed('uuid'),
  date: typed('date'),
  timestamp: typed('timestamp'),
  json: typed('json'),
};

/** The column as the engine reads it, its label filled in. */
export const columnOf = (name: string, c: ColumnSpec): ColumnDef => ({ ...c, label: c.label ?? labelOf(name) });
