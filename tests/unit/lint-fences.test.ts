// The screen fences of eslint.config.js (scripts/lint/screen-fences.mjs) refuse what they should,
// and their allow-lists (scripts/lint/screen-fence-allow.json) only shrink: no list is longer than
// its recorded maximum, every file on a list still needs its exception (a moved file leaves it), and
// the list's "why" says for each file left why it stays.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import allow from '../../scripts/lint/screen-fence-allow.json';

/** Lower a figure when a file moves off its list; never raise one. */
const MAX = { 'one-grid-one-form': 6, 'data-through-hooks': 0, 'no-cross-resource': 0 };

type Fence = keyof typeof MAX;
const resourceOf = (file: string) => /^src\/resources\/([^/]+)\//.exec(file)?.[1];
const importsOf = (text: string) => [...text.matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((m) => m[1]);

/** Whether a file's text still does what its fence refuses (a cheap reading of the lint rule). */
const STILL_NEEDED: Record<Fence, (file: string, text: string) => boolean> = {
  'one-grid-one-form': (_f, text) => /import\s+\{[^}]*\b(Table|Modal)\b[^}]*\}\s+from\s+'antd'/.test(text),
  'data-through-hooks': (_f, text) =>
    /\bapiFetch\b/.test(text) || /\buse(Query|Mutation|Queries|InfiniteQuery|SuspenseQuery)\b/.test(text),
  'no-cross-resource': (file, text) =>
    importsOf(text).some((s) => {
      const other = s.startsWith('.') && resourceOf(path.posix.join(path.posix.dirname(file), s));
      return Boolean(other) && other !== resourceOf(file);
    }),
};

describe('screen fence allow-lists', () => {
  for (const fence of Object.keys(MAX) as Fence[]) {
    it(`${fence}: at most ${MAX[fence]} files, each one still needing it`, () => {
      const list: string[] = allow[fence];
      expect(list.length).toBeLessThanOrEqual(MAX[fence]);
      expect(new Set(list).size).toBe(list.length);
      const stale = list.filter((f) => !existsSync(f) || !STILL_NEEDED[fence](f, readFileSync(f, 'utf8')));
      expect(stale, 'moved files: take them off the list and lower MAX').toEqual([]);
    });
  }

  it('says why each file still on a list stays (and nothing about files that left)', () => {
    const listed = new Set(Object.keys(MAX).flatMap((f) => allow[f as Fence] as string[]));
    const why: Record<string, string> = allow.why;
    expect(
      [...listed].filter((f) => !why[f]?.trim()),
      'add a reason under "why"',
    ).toEqual([]);
    expect(
      Object.keys(why).filter((f) => !listed.has(f)),
      'drop the reason of a moved file',
    ).toEqual([]);
  });
});

describe('screen fences in eslint.config.js', { timeout: 30_000 }, () => {
  const eslint = new ESLint();
  const rulesAt = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath })).flatMap((r) => r.messages.map((m) => m.ruleId));
  // loading the configuration and its plugins takes seconds on a loaded machine
  beforeAll(() => rulesAt('src/resources/rooms/warm-up.ts', 'export {};\n'), 60_000);

  it('refuses antd Table and Modal outside the grid, but not a confirm through App', async () => {
    const file = 'src/resources/rooms/rooms-page.tsx';
    expect(await rulesAt(file, "import { Modal, Space } from 'antd';\nexport { Modal, Space };\n")).toContain(
      'screens/one-grid-one-form',
    );
    expect(await rulesAt(file, "import { Table } from 'antd';\nexport { Table };\n")).toContain(
      'screens/one-grid-one-form',
    );
    expect(await rulesAt(file, "import { App } from 'antd';\nexport { App };\n")).toEqual([]);
  });

  it('refuses apiFetch and useQuery in a screen, apiFetch being fine in api.ts', async () => {
    const fetch = "import { apiFetch } from '../../providers/http-client.ts';\nexport { apiFetch };\n";
    expect(await rulesAt('src/resources/rooms/rooms-page.tsx', fetch)).toContain('screens/data-through-hooks');
    expect(await rulesAt('src/resources/rooms/rooms-api.ts', fetch)).toEqual([]);
    const query = "import { useQuery } from '@tanstack/react-query';\nexport { useQuery };\n";
    expect(await rulesAt('src/tools/rooms.tsx', query)).toContain('screens/data-through-hooks');
  });

  it('refuses an import from another resource folder, not from its own or from components', async () => {
    const file = 'src/resources/rooms/sub/rooms-page.tsx';
    const code = (from: string) => `import { x } from '${from}';\nexport { x };\n`;
    expect(await rulesAt(file, code('../../courses/course-row.ts'))).toContain('screens/no-cross-resource');
    expect(await rulesAt(file, code('../rooms-row.ts'))).toEqual([]);
    expect(await rulesAt(file, code('../../../components/table/types.ts'))).toEqual([]);
  });
});
