// A local S3-compatible server (s3rver) on loopback, for running the storage tests against S3.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (opts: Record<string, unknown>) => S3rverInstance;

export const S3_BUCKET = 'lms-files';
export const S3_KEY = 'S3RVER';

export interface LocalS3 {
  endpoint: string;
  /** where s3rver keeps the objects on disk (`<bucket>/<key>._S3rver_object`) */
  dir: string;
  /** the environment that points the app's file service at it */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3rver(): Promise<LocalS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    dir,
    env: {
      FILES_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
