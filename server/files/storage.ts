// The one small interface every storage backend implements. Keys are canonical relative paths
// whose first segment is the tenant schema (see path-safety.ts); callers never pass anything else.
import type { Readable } from 'node:stream';

export interface FileStat {
  size: number;
  modified: Date;
  etag: string;
  /** as stored by the backend, when it keeps one */
  contentType?: string;
}

export interface ListEntry {
  name: string;
  kind: 'file' | 'directory';
  size?: number;
  modified?: Date;
  contentType?: string;
}

/** Bytes received into a private temporary file, not visible under any key yet. */
export interface StagedFile {
  readonly localPath: string;
  readonly size: number;
}

export interface ByteRange {
  start: number;
  /** inclusive */
  end: number;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Receives a stream into a staged file; on any stream error (or more than maxBytes) nothing stays behind. */
  stage(body: Readable, limit: { maxBytes: number; tooLarge: () => Error }): Promise<StagedFile>;
  /** Makes a staged file visible at `key` in one step, replacing what was there. */
  publish(staged: StagedFile, key: string, meta: { contentType: string }): Promise<FileStat>;
  discard(staged: StagedFile): Promise<void>;
  stat(key: string): Promise<FileStat | null>;
  /** The bytes of `key` (or of one range of it); throws 404 when absent. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** A file's stat and, when it has at most `maxBytes`, its bytes, in one visit (most downloads are
   * small: no second lookup, no stream to set up); null when absent. Stores that cannot do better
   * give only the stat. */
  statWithBytes(key: string, maxBytes: number): Promise<{ stat: FileStat; bytes?: Buffer } | null>;
  move(from: string, to: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The direct children of a directory key; empty when it does not exist. */
  list(dirKey: string): Promise<ListEntry[]>;
  close(): Promise<void>;
}
