// The backend chosen by configuration: local disk (default) or an S3-compatible bucket.
import path from 'node:path';
import type { Config } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage, s3StagingDir } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

export async function createStorage(config: Pick<Config, 'dataDir' | 'files'>): Promise<FileStorage> {
  if (config.files.storage === 's3') return new S3Storage(config.files.s3, s3StagingDir(config.dataDir)).init();
  return new LocalStorage(path.join(config.dataDir, 'files')).init();
}
