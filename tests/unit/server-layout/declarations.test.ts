// The registry's declaration files are found by convention wherever they sit under server/ (a feature
// folder holds its entities and list queries beside its routes), each import named after its path: a
// declaration moved or added changes its own lines of server/registry.gen.ts and no other.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { generatorRoot } from '../../helpers/generator-root.ts';

const ENTITY = "import { defineEntity } from '../entity/define.ts';\nexport default defineEntity({});\n";
const MODULE = "export default defineModule('x', {});\n";

describe('declaration files', () => {
  it('are found in any folder under server/, named after their paths; other files are not', () => {
    const root = generatorRoot();
    const lines = root
      .generate({
        'server/venues/venues.ts': ENTITY,
        'server/venues/reports/usage-queries.ts': MODULE,
        'server/venues/venue-rules.ts': 'export const rule = 1;\n',
        'server/venues/routes.ts': 'export default async function venuesRoutes() {}\n',
        'server/venues/types.d.ts': MODULE,
      })
      .split('\n');
    expect(lines.filter((l) => l.startsWith('import ') && !l.startsWith('import type'))).toEqual([
      "import venues_reports_usage_queries from './venues/reports/usage-queries.ts';",
      "import venues_venues from './venues/venues.ts';",
    ]);
    expect(lines).toContain('  venues_venues,');
    root.remove();
  });

  it('a new declaration in another folder adds lines and changes none', () => {
    const root = generatorRoot();
    const before = root.generate({ 'server/venues/venues.ts': ENTITY, 'server/people/students.ts': ENTITY });
    const after = root.generate({ 'server/halls/halls.ts': ENTITY }).split('\n');
    expect(after.filter((l) => !before.split('\n').includes(l))).toEqual([
      "import halls_halls from './halls/halls.ts';",
      '  halls_halls,',
    ]);
    expect(before.split('\n').filter((l) => !after.includes(l))).toEqual([]);
    root.remove();
  });

  it('the committed registry is current', () => {
    execFileSync(process.execPath, ['scripts/gen-registry.mjs', '--check'], { stdio: 'pipe' });
  });
});
