// The browser tab's title: "<page> · <school>". The page is named by its route's title, else its
// menu label, else its path's last fixed segment ("/admin/role-permissions/:roleId" reads
// "Role permissions"), so a parameterised page never shows its pattern; no route is "Page not found".
import type { AppRoute } from '../config/app-route.ts';

export const NOT_FOUND_TITLE = 'Page not found';
/** the product's name, for pages shown before (or without) a signed-in school */
export const PRODUCT_NAME = 'LMS';

const humanise = (segment: string) => {
  const words = segment.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function pageName(
  match: { route: Pick<AppRoute, 'path' | 'title' | 'menu'>; params: Record<string, string | undefined> } | undefined,
): string {
  if (!match) return NOT_FOUND_TITLE;
  const { route, params } = match;
  if (typeof route.title === 'function') return route.title(params);
  if (route.title) return route.title;
  if (route.menu?.label) return route.menu.label;
  const fixed = route.path.split('/').filter((s) => s && !s.startsWith(':'));
  return fixed.length ? humanise(fixed[fixed.length - 1]) : 'Home';
}

export function documentTitle(page: string, school: string | undefined): string {
  return `${page} · ${school?.trim() || PRODUCT_NAME}`;
}
