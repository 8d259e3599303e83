// The lists scripts/gen-registry.mjs writes: every migration file of a folder is applied, in
// file-name order, and every import is named after its file's path, so a new file adds lines only.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { platformMigrations, tenantMigrations } from '../../../server/db/migrations/index.gen.ts';

const migrationFiles = (scope: string) =>
  fs
    .readdirSync(`server/db/migrations/${scope}`)
    .filter((f) => /^\d{3}-.*\.ts$/.test(f))
    .sort()
    .map((f) => f.replace(/\.ts$/, ''));

describe('generated lists', () => {
  it('applies every migration file of platform/ and tenant/, in file-name order', () => {
    expect(platformMigrations.map((m) => m.version)).toEqual(migrationFiles('platform'));
    expect(tenantMigrations.map((m) => m.version)).toEqual(migrationFiles('tenant'));
  });

  it('names each import of the registry after its path', () => {
    const text = fs.readFileSync('server/registry.gen.ts', 'utf8');
    const imports = [...text.matchAll(/^import (\w+) from '\.\/(.+)\.ts';$/gm)];
    expect(imports.length).toBeGreaterThan(40);
    for (const [, name, file] of imports) expect(name).toBe(file.replace(/[^A-Za-z0-9]+/g, '_'));
  });
});
