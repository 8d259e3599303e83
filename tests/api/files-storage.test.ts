// One storage contract, run against every backend that can run here: the local disk and an
// S3-compatible server (s3rver on loopback).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text as streamText } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../server/files/local-storage.ts';
import { S3Storage } from '../../server/files/s3-storage.ts';
import type { FileStorage } from '../../server/files/storage.ts';
import { startS3rver, S3_BUCKET, S3_KEY, type LocalS3 } from './files-s3rver.ts';

const limit = (maxBytes = 1024 * 1024) => ({ maxBytes, tooLarge: () => new Error('too large') });
const body = (s: string) => Readable.from([Buffer.from(s)]);
/** A stream that sends some bytes, then fails like a dropped connection. */
const dropping = () =>
  new Readable({
    read() {
      this.push(Buffer.alloc(64 * 1024, 1));
      setImmediate(() => this.destroy(new Error('connection reset')));
    },
  });

interface Backend {
  name: string;
  make(stagingDir: string): Promise<FileStorage>;
  cleanup?(): Promise<void>;
}

let s3: LocalS3;
const roots: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-files-'));
  roots.push(d);
  return d;
};

const backends: Backend[] = [
  { name: 'local disk', make: async (root) => new LocalStorage(root).init() },
  {
    name: 's3 (s3rver)',
    make: async (root) =>
      new S3Storage(
        {
          endpoint: s3.endpoint,
          bucket: S3_BUCKET,
          region: 'us-east-1',
          accessKeyId: S3_KEY,
          secretAccessKey: S3_KEY,
          forcePathStyle: true,
        },
        path.join(root, '.staging'),
      ).init(),
  },
];

beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.close();
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

describe.each(backends)('storage contract: $name', (backend) => {
  let st: FileStorage;
  let root: string;
  const prefix = `t${Math.random().toString(36).slice(2, 8)}`;
  const put = async (key: string, s: string) =>
    st.publish(await st.stage(body(s), limit()), key, { contentType: 'text/plain' });
  const stagingEmpty = () => fs.readdirSync(path.join(root, '.staging')).length === 0;

  beforeAll(async () => {
    root = tmp();
    st = await backend.make(root);
  });
  afterAll(async () => {
    await st?.close();
  });

  it('publishes a staged file and reads it back, whole and by range', async () => {
    const stat = await put(`${prefix}/users/u1/a.txt`, 'hello world');
    expect(stat.size).toBe(11);
    expect(stat.etag).toBeTruthy();
    expect(await streamText(await st.read(`${prefix}/users/u1/a.txt`))).toBe('hello world');
    expect(await streamText(await st.read(`${prefix}/users/u1/a.txt`, { start: 6, end: 10 }))).toBe('world');
    expect(stagingEmpty()).toBe(true);
  });

  it('gives a small file its stat and bytes in one visit, a larger one its stat, and null when absent', async () => {
    const key = `${prefix}/users/u1/whole.txt`;
    const published = await put(key, 'twelve bytes');
    const whole = await st.statWithBytes(key, 12);
    expect(whole?.stat).toMatchObject({ size: 12, etag: published.etag });
    // a store that cannot read with the stat gives the stat alone, and the route streams the file
    if (whole?.bytes) expect(whole.bytes.toString()).toBe('twelve bytes');
    else expect(backend.name).not.toBe('local disk');
    expect(await st.statWithBytes(key, 11)).toEqual({ stat: whole!.stat });
    expect(await st.statWithBytes(`${prefix}/users/u1/absent.txt`, 100)).toBeNull();
    expect(await st.statWithBytes(`${prefix}/users/u1`, 100)).toBeNull();
  });

  it('shows nothing under any key before publish, and discard removes the staged bytes', async () => {
    const staged = await st.stage(body('draft'), limit());
    expect(fs.existsSync(staged.localPath)).toBe(true);
    expect(await st.list(`${prefix}/users/u1`)).not.toContainEqual(expect.objectContaining({ name: 'draft.txt' }));
    await st.discard(staged);
    expect(stagingEmpty()).toBe(true);
  });

  it('leaves nothing behind when the body fails half way (a dropped connection)', async () => {
    await expect(st.stage(dropping(), limit())).rejects.toThrow('connection reset');
    expect(stagingEmpty()).toBe(true);
  });

  it("stops at the byte limit with the caller's error and leaves nothing", async () => {
    await expect(st.stage(body('x'.repeat(100)), limit(99))).rejects.toThrow('too large');
    expect(stagingEmpty()).toBe(true);
  });

  it('replaces a file in one step', async () => {
    await put(`${prefix}/users/u1/b.txt`, 'one');
    await put(`${prefix}/users/u1/b.txt`, 'two!');
    expect((await st.stat(`${prefix}/users/u1/b.txt`))?.size).toBe(4);
    expect(await streamText(await st.read(`${prefix}/users/u1/b.txt`))).toBe('two!');
  });

  it('stats, moves and deletes', async () => {
    await put(`${prefix}/users/u2/m.txt`, 'move me');
    expect(await st.stat(`${prefix}/users/u2/none.txt`)).toBeNull();
    await st.move(`${prefix}/users/u2/m.txt`, `${prefix}/users/u2/sub/moved.txt`);
    expect(await st.stat(`${prefix}/users/u2/m.txt`)).toBeNull();
    expect(await streamText(await st.read(`${prefix}/users/u2/sub/moved.txt`))).toBe('move me');
    await st.delete(`${prefix}/users/u2/sub/moved.txt`);
    expect(await st.stat(`${prefix}/users/u2/sub/moved.txt`)).toBeNull();
  });

  it('answers 404 for what is not there', async () => {
    await expect(st.read(`${prefix}/users/none/x.txt`)).rejects.toMatchObject({ statusCode: 404 });
    await expect(st.move(`${prefix}/users/none/x.txt`, `${prefix}/users/none/y.txt`)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(st.delete(`${prefix}/users/none/x.txt`)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('lists the direct children of a directory', async () => {
    await put(`${prefix}/users/u3/one.txt`, '1');
    await put(`${prefix}/users/u3/two.txt`, '22');
    await put(`${prefix}/users/u3/deeper/three.txt`, '333');
    const entries = await st.list(`${prefix}/users/u3`);
    const byName = Object.fromEntries(entries.map((e) => [e.name, e]));
    expect(Object.keys(byName).sort()).toEqual(['deeper', 'one.txt', 'two.txt']);
    expect(byName['deeper'].kind).toBe('directory');
    expect(byName['two.txt']).toMatchObject({ kind: 'file', size: 2 });
    expect(await st.list(`${prefix}/users/nobody`)).toEqual([]);
  });
});
