// docs/reference.md is generated from the data: current, listing the entities, and marking as a
// screen each page a route file declares (by path, or by the shape it passes to entityRoutes).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_PATH, renderReference, screenPaths } from '../../../scripts/docs/reference.ts';

describe('docs/reference.md', () => {
  it('is what the route table and the registries say now (run npm run docs after changing them)', () => {
    expect(fs.readFileSync(REFERENCE_PATH, 'utf8')).toBe(renderReference());
  });

  it('lists the courses entity as a query and as a write resource', () => {
    const doc = renderReference();
    expect(doc).toMatch(/\| `courses\/courses` \| course\.read \| \/courses \|/);
    expect(doc).toMatch(/\| `courses` \| id \| course\.create \| course\.update \| course\.delete \|/);
  });

  it("counts an entityRoutes screen's page (its shape's uiPath) as a screen", () => {
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'));
    fs.mkdirSync(path.join(src, 'shared/entities'), { recursive: true });
    fs.mkdirSync(path.join(src, 'resources/widgets'), { recursive: true });
    fs.writeFileSync(
      path.join(src, 'shared/entities/widgets.ts'),
      "const shape = defineEntityShape({\n  uiPath: '/admin/widgets',\n});\n",
    );
    const routes = "import shape from '../../shared/entities/widgets.ts';\nexport const r = entityRoutes(shape, {});\n";
    fs.writeFileSync(path.join(src, 'resources/widgets/routes.tsx'), routes);
    fs.writeFileSync(path.join(src, 'resources/widgets/other-routes.tsx'), "route({ path: '/other' })\n");
    expect([...screenPaths(src)].sort()).toEqual(['/admin/widgets', '/other']);
    fs.rmSync(src, { recursive: true, force: true });
  });
});
