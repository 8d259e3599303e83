// The tenant is decided once per request (server/plugins/tenant.ts puts it on req.tenant): no route
// or service builds it again from the principal with tenantOf, and a job or seed step takes its
// tenant through server/db/tenant.ts's helpers (tenantById, tenantBySchema, activeTenants) rather
// than looking a school up by its schema name in hand-written SQL.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const serverFiles = fs
  .readdirSync(path.join(ROOT, 'server'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => `server/${f.split(path.sep).join('/')}`);
const read = (f: string) => fs.readFileSync(path.join(ROOT, f), 'utf8');

describe('the tenant carrier', () => {
  it('is built from the principal only by the request plugin (tenantOf)', () => {
    const carriers = ['server/db/tenant.ts', 'server/plugins/tenant.ts'];
    const found = serverFiles.filter((f) => !carriers.includes(f) && /\btenantOf\(/.test(read(f)));
    expect(found, 'take req.tenant (routes) or the Tenant passed in (services)').toEqual([]);
  });

  it('is not looked up by schema name by hand in jobs and seed steps', () => {
    const steps = serverFiles.filter((f) => f.startsWith('server/demo/') || /-job\.ts$/.test(f));
    const byHand = /FROM platform\.tenants WHERE config->>'schema_name' =|sql\.id\('[a-z_]+'\)/;
    expect(
      steps.filter((f) => byHand.test(read(f))),
      'use tenantBySchema / demoTenant',
    ).toEqual([]);
  });
});
