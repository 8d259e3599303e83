// The file service on a port of its own (FILES_BASE_URL on another origin): tokens from the main
// app's provider, checked through its published keys; CORS for the app's origin only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { loginAs } from '../helpers/oidc-login.ts';
import { buildFilesApp } from '../../server/files/standalone.ts';
import { multipart, pdf } from './files-samples.ts';
import { freePort } from '../../bench/helpers/server.ts';

let t: TestApp;
let files: FastifyInstance;
let filesBase: string;
let appOrigin: string;
let token: string;

beforeAll(async () => {
  const [appPort, filesPort] = [await freePort(), await freePort()];
  appOrigin = `http://127.0.0.1:${appPort}`;
  filesBase = `http://127.0.0.1:${filesPort}/files-api`;
  // the main app listens where its issuer says, so the file service can fetch the provider's keys
  t = await createTestApp({ PUBLIC_URL: appOrigin, FILES_BASE_URL: filesBase });
  await t.app.listen({ port: appPort, host: '127.0.0.1' });
  files = await buildFilesApp({ config: t.config, database: t.app.database, logger: false });
  await files.listen({ port: filesPort, host: '127.0.0.1' });
  token = (await loginAs(t.app, 'student@demo-academy.test')).access_token;
}, 180_000);
afterAll(async () => {
  await files?.close();
  await t?.close();
});

describe('standalone file service', () => {
  it('tells the browser where it is', async () => {
    const res = await fetch(`${appOrigin}/config.json`);
    expect((await res.json()).filesBaseUrl).toBe(filesBase);
  });

  it('uploads and downloads with a token of the main app', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const { dir } = await (await fetch(`${filesBase}/list`, { headers: auth })).json();
    const body = multipart([{ name: 'essay.pdf', data: pdf('% standalone\n') }]);
    const up = await fetch(`${filesBase}/files?dir=${encodeURIComponent(dir)}`, {
      method: 'POST',
      headers: { ...auth, ...body.headers },
      body: body.payload,
    });
    expect(up.status).toBe(201);
    const [f] = await up.json();
    const down = await fetch(`${filesBase}/files?filePath=${encodeURIComponent(f.filePath)}`, {
      headers: { ...auth, origin: appOrigin },
    });
    expect(down.status).toBe(200);
    expect(await down.text()).toContain('% standalone');
    expect(down.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(down.headers.get('access-control-expose-headers')).toContain('content-disposition');
  });

  it('refuses requests without a token, and CORS for other origins', async () => {
    expect((await fetch(`${filesBase}/list`)).status).toBe(401);
    const other = await fetch(`${filesBase}/list`, {
      headers: { authorization: `Bearer ${token}`, origin: 'http://evil.test' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("answers the browser's preflight for the app's origin", async () => {
    const res = await fetch(`${filesBase}/files?dir=x`, {
      method: 'OPTIONS',
      headers: {
        origin: appOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});
