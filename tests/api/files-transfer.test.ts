// Real HTTP on a port, on both storages that run here: a 50 MB file goes up and comes back
// byte-identical, and a connection dropped mid-upload leaves no file and no temporary file; a file
// uploaded is in the backend itself (the data directory, or s3rver's bucket) and a DELETE removes it.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { loginAs } from '../helpers/oidc-login.ts';
import { startS3rver, S3_BUCKET, type LocalS3 } from './files-s3rver.ts';

const MB = 1024 * 1024;
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.close();
});

const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');
const waitFor = async (cond: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** The stored copies of a file named `name` under `root`: plain files, or s3rver's objects. */
const storedCopies = (root: string, name: string): string[] =>
  fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => [name, `${name}._S3rver_object`].includes(path.basename(f)))
    .map((f) => path.join(root, f));

describe.each([
  { name: 'local disk', env: () => ({}), root: (t: TestApp) => path.join(t.config.dataDir, 'files') },
  { name: 's3 (s3rver)', env: () => s3.env, root: () => path.join(s3.dir, S3_BUCKET) },
])('file transfer over HTTP: $name', ({ env, root }) => {
  let t: TestApp;
  let base: string;
  let token: string;
  let dir: string;
  const staging = () => path.join(t.config.dataDir, 'files', '.staging');
  const listing = async () => {
    const res = await fetch(`${base}/fs/list?dir=${encodeURIComponent(dir)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await res.json()) as { entries: { name: string }[] };
  };

  beforeAll(async () => {
    t = await createTestApp(env());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address() as net.AddressInfo;
    base = `http://127.0.0.1:${addr.port}`;
    token = (await loginAs(t.app, 'teacher@demo-academy.test')).access_token;
    dir = (await (await fetch(`${base}/fs/list`, { headers: { authorization: `Bearer ${token}` } })).json()).dir;
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  it('moves a 50 MB file up and down intact', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(50 * MB - 9)]);
    const form = new FormData();
    form.append('files', new Blob([bytes]), 'lecture recording.pdf');
    const up = await fetch(`${base}/fs/files?dir=${encodeURIComponent(dir)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(up.status).toBe(201);
    const [f] = (await up.json()) as { filePath: string; size: number }[];
    expect(f.size).toBe(bytes.length);
    const down = await fetch(`${base}/fs/files?filePath=${encodeURIComponent(f.filePath)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(down.status).toBe(200);
    expect(down.headers.get('content-length')).toBe(String(bytes.length));
    const got = Buffer.from(await down.arrayBuffer());
    expect(got.length).toBe(bytes.length);
    expect(sha(got)).toBe(sha(bytes));
    const part = await fetch(`${base}/fs/files?filePath=${encodeURIComponent(f.filePath)}`, {
      headers: { authorization: `Bearer ${token}`, range: `bytes=${30 * MB}-${30 * MB + 99}` },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(30 * MB, 30 * MB + 100))).toBe(true);
  }, 90_000);

  it('keeps an upload in the backend, serves a range of it, and deletes it there', async () => {
    const name = `notes-${randomBytes(4).toString('hex')}.pdf`;
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64 * 1024)]);
    const form = new FormData();
    form.append('files', new Blob([bytes]), name);
    const auth = { authorization: `Bearer ${token}` };
    const up = await fetch(`${base}/fs/files?dir=${encodeURIComponent(dir)}&persistFilename=true`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(up.status).toBe(201);
    const [f] = (await up.json()) as { filePath: string }[];
    expect(path.basename(f.filePath)).toBe(name);
    const copies = storedCopies(root(t), name);
    expect(copies).toHaveLength(1);
    expect(sha(fs.readFileSync(copies[0]))).toBe(sha(bytes));
    const url = `${base}/fs/files?filePath=${encodeURIComponent(f.filePath)}`;
    const part = await fetch(url, { headers: { ...auth, range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);
    expect((await fetch(url, { method: 'DELETE', headers: auth })).status).toBe(204);
    expect(storedCopies(root(t), name)).toEqual([]);
    expect((await fetch(url, { headers: auth })).status).toBe(404);
  }, 90_000);

  it('keeps nothing from an upload whose connection drops half way', async () => {
    const before = (await listing()).entries.length;
    const boundary = 'dropped-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      [
        `POST /fs/files?dir=${encodeURIComponent(dir)}&persistFilename=true HTTP/1.1`,
        'Host: 127.0.0.1',
        `Authorization: Bearer ${token}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${20 * MB}`,
        '',
        head,
      ].join('\r\n'),
    );
    socket.write(Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2 * MB)]));
    // the upload is under way: its temporary file exists
    await waitFor(() => fs.readdirSync(staging()).length > 0);
    socket.destroy();
    await waitFor(() => fs.readdirSync(staging()).length === 0);
    const after = await listing();
    expect(after.entries.length).toBe(before);
    expect(after.entries.map((e) => e.name)).not.toContain('half.pdf');
  }, 90_000);
});
