// The API's route index (server/routes.gen.ts) is generated from the server/<feature>/routes.ts
// files: it is current, names each plugin after its folder, and a new feature adds lines only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { routeIndexText } from '../../../scripts/gen-routes.mjs';

const plugin = (name: string, extra = '') => `${extra}export default async function ${name}(app) {}\n`;

function serverDir(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-index-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('the route index', () => {
  it('is current: server/routes.gen.ts matches the routes.ts files', () => {
    const committed = fs.readFileSync('server/routes.gen.ts', 'utf8');
    expect(committed).toBe(routeIndexText(path.resolve('server')));
  });

  it('mounts each folder routes.ts default plugin under a name from its folder, with its prefix', () => {
    const dir = serverDir({
      'my-profile/routes.ts': plugin('a'),
      'files/routes.ts': plugin('b', "export const apiPrefix = '/fs';\n"),
      'helpers/routes.ts': 'export function notAPlugin() {}\n',
      'chat/answer-routes.ts': plugin('c'),
    });
    const text: string = routeIndexText(dir);
    expect(text).toContain("import myProfileRoutes from './my-profile/routes.ts';");
    expect(text).toContain('  await app.register(myProfileRoutes, options);');
    expect(text).toContain("  await app.register(filesRoutes, { ...options, prefix: '/fs' });");
    expect(text).not.toContain('helpers');
    expect(text).not.toContain('answer');
  });

  it('grows by lines only when a feature is added', () => {
    const dir = serverDir({ 'alpha/routes.ts': plugin('a'), 'gamma/routes.ts': plugin('g') });
    const before: string[] = routeIndexText(dir).split('\n');
    fs.mkdirSync(path.join(dir, 'beta'));
    fs.writeFileSync(path.join(dir, 'beta/routes.ts'), plugin('b'));
    const after: string[] = routeIndexText(dir).split('\n');
    expect(after.filter((l) => !before.includes(l))).toEqual([
      "import betaRoutes from './beta/routes.ts';",
      '  await app.register(betaRoutes, options);',
    ]);
    expect(before.filter((l) => !after.includes(l))).toEqual([]);
  });
});
