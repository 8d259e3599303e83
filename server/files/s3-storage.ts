// Files in an S3-compatible bucket (AWS, MinIO, s3rver...) under {tenant}/... Uploads are staged
// on local disk first (size and type are checked there), then sent with a known length; an S3 PUT
// is all-or-nothing, so a half-sent object is never visible.
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  S3Client,
  PutObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { notFound } from '../errors.ts';
import { Staging } from './staging.ts';
import type { ByteRange, FileStat, FileStorage, ListEntry, StagedFile } from './storage.ts';

export interface S3Options {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly staging: Staging;
  private readonly bucket: string;

  constructor(opts: S3Options, stagingDir: string) {
    const cfg: S3ClientConfig = {
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle,
      // Many S3-compatible servers do not speak the newer streaming checksum trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (opts.accessKeyId && opts.secretAccessKey) {
      cfg.credentials = { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey };
    }
    this.client = new S3Client(cfg);
    this.bucket = opts.bucket;
    this.staging = new Staging(stagingDir);
  }

  async init(): Promise<this> {
    await this.staging.init();
    return this;
  }

  stage(body: Readable, limit: { maxBytes: number; tooLarge: () => Error }) {
    return this.staging.stage(body, limit);
  }

  discard(staged: StagedFile) {
    return this.staging.discard(staged);
  }

  async publish(staged: StagedFile, key: string, meta: { contentType: string }): Promise<FileStat> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: fs.createReadStream(staged.localPath),
          ContentLength: staged.size,
          ContentType: meta.contentType,
        }),
      );
    } finally {
      await this.staging.discard(staged);
    }
    const st = await this.stat(key);
    if (!st) throw new Error(`S3 object ${key} missing right after upload`);
    return st;
  }

  async stat(key: string): Promise<FileStat | null> {
    try {
      const h = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: h.ContentLength ?? 0,
        modified: h.LastModified ?? new Date(0),
        etag: h.ETag ?? '""',
        contentType: h.ContentType,
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async statWithBytes(key: string): Promise<{ stat: FileStat } | null> {
    const stat = await this.stat(key);
    return stat && { stat };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return res.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) throw notFound('No such file');
      throw err;
    }
  }

  async move(from: string, to: string): Promise<void> {
    const source = `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
    try {
      await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: source }));
    } catch (err) {
      if (isNotFound(err)) throw notFound('No such file');
      throw err;
    }
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: from }));
  }

  async delete(key: string): Promise<void> {
    if (!(await this.stat(key))) throw notFound('No such file');
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(dirKey: string): Promise<ListEntry[]> {
    const prefix = `${dirKey}/`;
    const out: ListEntry[] = [];
    let token: string | undefined;
    do {
      const res = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          Delimiter: '/',
          ContinuationToken: token,
        }),
      );
      for (const p of res.CommonPrefixes ?? []) {
        const name = p.Prefix!.slice(prefix.length).replace(/\/$/, '');
        if (name) out.push({ name, kind: 'directory' });
      }
      for (const o of res.Contents ?? []) {
        const name = o.Key!.slice(prefix.length);
        if (name && !name.includes('/')) out.push({ name, kind: 'file', size: o.Size, modified: o.LastModified });
      }
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
    return out;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
