// A scratch copy of the repository's generators (scripts/gen-registry.mjs and gen-routes.mjs) in a
// temporary folder with the folders they read, for tests of what they write when files are added.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface GeneratorRoot {
  dir: string;
  /** writes the files (paths relative to the root), runs gen-registry.mjs, answers server/registry.gen.ts */
  generate: (files?: Record<string, string>) => string;
  read: (file: string) => string;
  remove: () => void;
}

export function generatorRoot(): GeneratorRoot {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'generators-'));
  for (const sub of ['scripts', 'server/db/migrations/platform', 'server/db/migrations/tenant', 'src/shared/entities'])
    fs.mkdirSync(path.join(dir, sub), { recursive: true });
  fs.mkdirSync(path.join(dir, 'src/policies'));
  for (const f of ['gen-registry.mjs', 'gen-routes.mjs']) fs.copyFileSync(`scripts/${f}`, path.join(dir, 'scripts', f));
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  return {
    dir,
    read,
    generate(files = {}) {
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), text);
      }
      execFileSync(process.execPath, [path.join(dir, 'scripts/gen-registry.mjs')], { stdio: 'pipe' });
      return read('server/registry.gen.ts');
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
