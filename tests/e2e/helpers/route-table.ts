// The app's route table as the browser builds it (src/config/routes.tsx, whose Vite glob does not
// run under Playwright): the shell's and the tools' routes plus every src/resources/<screen>/routes.tsx,
// with the section page's tabs and the list bindings (src/providers/data/resource-map.ts) that the
// every-route test needs to find real rows. Read from the same files, so a new screen is in it.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AppRoute } from '../../../src/config/app-route.ts';
import type { ScreenBinding, ResourceBinding } from '../../../src/providers/data/resource-map.ts';
import type { EntityShape } from '../../../src/shared/entity.ts';
import type { SectionTab } from '../../../src/components/extension/section-tab.ts';
import { shellRoutes } from '../../../src/pages/routes.tsx';
import { toolRoutes } from '../../../src/tools/routes.tsx';

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));

/** What pick takes from each module src/<dir>/<entry><suffix> (entries in name order). */
async function eachModule<T>(dir: string, suffix: string, pick: (mod: Record<string, unknown>) => T[]) {
  const out: T[] = [];
  for (const entry of readdirSync(SRC + dir).sort()) {
    const path = `${SRC}${dir}/${entry}${suffix}`;
    if (/\.tsx?$/.test(path) && existsSync(path)) out.push(...pick(await import(path)));
  }
  return out;
}

const arrays = (mod: Record<string, unknown>) => Object.values(mod).filter(Array.isArray).flat();

/** Every page route of the app, in the order src/config/routes.tsx assembles them. */
export const appRoutes: readonly AppRoute[] = [
  ...shellRoutes,
  ...toolRoutes,
  ...(await eachModule<AppRoute>('resources', '/routes.tsx', arrays)),
  // the rooms' pages, one file per side (src/resources/rooms/<side>-routes.tsx)
  ...(await eachModule<AppRoute>('resources/rooms', '-routes.tsx', arrays)),
];

/** The section page's tab keys (src/resources/<screen>/section-tabs.tsx), as section-page.tsx collects them. */
export const sectionTabKeys: readonly string[] = (
  await eachModule<SectionTab>('resources', '/section-tabs.tsx', arrays)
).map((t) => t.key);

/** The list query behind a page path or resource name, derived as resource-map.ts derives it. */
export const bindings: Readonly<Record<string, ResourceBinding>> = await (async () => {
  const out: Record<string, ResourceBinding> = {};
  const shapes = await eachModule<EntityShape>('shared/entities', '', (m) => [m.default as EntityShape]);
  const pages = shapes.map((s) => s.uiPath);
  for (const s of shapes) {
    const names = pages.indexOf(s.uiPath) === pages.lastIndexOf(s.uiPath) ? [s.name, s.uiPath] : [s.name];
    for (const n of names) out[n] = { ...s.list, writeResource: s.name, idField: s.idField };
  }
  const screens = await eachModule<ScreenBinding>('resources', '/resource.ts', (m) => m.default as ScreenBinding[]);
  for (const { names, ...b } of screens) for (const n of names) out[n] = b;
  return out;
})();
