// The backend chosen by configuration: local disk (default) or an S3-compatible bucket. The S3
// client is loaded only when configured (it is a large module to load at every start).
import path from 'node:path';
import type { Config } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import type { FileStorage } from './storage.ts';

export async function createStorage(config: Pick<Config, 'dataDir' | 'files'>): Promise<FileStorage> {
  if (config.files.storage === 's3') {
    const { S3Storage } = await import('./s3-storage.ts');
    return new S3Storage(config.files.s3, path.join(config.dataDir, 'files', '.staging')).init();
  }
  return new LocalStorage(path.join(config.dataDir, 'files')).init();
}
