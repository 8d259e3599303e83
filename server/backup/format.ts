// The backup file's layout, shared by writer and reader: a gzipped tar whose first entry,
// header.json, says what the file holds (kind, migration versions, tables and their columns,
// sequences) so a restore can prepare the schema before the data streams in; then each table's
// rows in PostgreSQL's COPY text format, split into numbered parts (a tar entry needs its size up
// front); then the uploaded files; and last manifest.json with each table's row count and the
// SHA-256 of its data, which the restore checks before it commits.
export const FORMAT = 'lms-backup/1';
export const HEADER = 'header.json';
export const MANIFEST = 'manifest.json';
/** each table's data is cut into parts of at most this many bytes (held in memory one at a time) */
export const PART_BYTES = 8 * 1024 * 1024;

export interface TableInfo {
  schema: string;
  name: string;
  /** the columns written (generated columns are left out: the database computes them again) */
  columns: string[];
}

export interface SequenceInfo {
  schema: string;
  name: string;
  value: string;
  called: boolean;
}

export interface Header {
  format: typeof FORMAT;
  kind: 'full' | 'tenant';
  createdAt: string;
  /** the tenant's schema, for a one-school backup */
  tenant?: string;
  /** migration versions applied, by scope ('platform' or a tenant schema) */
  versions: Record<string, string[]>;
  tables: TableInfo[];
  sequences: SequenceInfo[];
  /** FILES_STORAGE when the backup was taken; with s3 the files are not in the file */
  filesStorage: 'local' | 's3';
}

export interface Manifest {
  tables: Array<{ schema: string; name: string; rows: number; sha256: string; bytes: number }>;
  files: { count: number; bytes: number };
  finishedAt: string;
}

export const tableKey = (t: { schema: string; name: string }) => `${t.schema}.${t.name}`;
export const dataEntry = (t: { schema: string; name: string }, part: number) =>
  `data/${tableKey(t)}/${String(part).padStart(6, '0')}.copy`;
export const FILES_PREFIX = 'files/';

/** a quoted SQL identifier (names come from the catalog, but are quoted all the same) */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (t: { schema: string; name: string }) => `${ident(t.schema)}.${ident(t.name)}`;
