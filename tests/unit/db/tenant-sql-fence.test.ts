// The one-tenant-carrier fence only shrinks: the files allowed to place a tenant's schema in SQL by
// hand (sql.id(...schema...), scripts/lint/tenant-sql-allow.mjs) never grow past the recorded
// count, and a file leaves the list once it no longer does so.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TENANT_SQL_ALLOW, TENANT_SQL_ALLOW_MAX } from '../../../scripts/lint/tenant-sql-allow.mjs';

const SITE = /sql\.id\([^)]*schema/i;
const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (f: string) => fs.readFileSync(path.join(ROOT, f), 'utf8');

describe('tenant SQL fence', () => {
  it('allows no more files than recorded', () => {
    expect(TENANT_SQL_ALLOW.length).toBeLessThanOrEqual(TENANT_SQL_ALLOW_MAX);
    expect(new Set(TENANT_SQL_ALLOW).size).toBe(TENANT_SQL_ALLOW.length);
  });

  it('lists only files that still name a schema in SQL', () => {
    const converted = TENANT_SQL_ALLOW.filter((f) => !fs.existsSync(path.join(ROOT, f)) || !SITE.test(read(f)));
    expect(converted, 'remove these from scripts/lint/tenant-sql-allow.mjs and lower the count').toEqual([]);
  });

  it('keeps server/db out of the list (it may name schemas)', () => {
    expect(TENANT_SQL_ALLOW.filter((f) => !f.startsWith('server/') || f.startsWith('server/db/'))).toEqual([]);
  });
});
