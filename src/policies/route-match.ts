// Resolves a concrete path (/admin/role-permissions/7?x=1#top) to its route table entry.
// Exact paths are one map lookup; parameterised paths (:name segments) are compared segment by segment.

export interface RouteMatch<T extends { path: string }> {
  route: T;
  params: Record<string, string>;
}

/** Drops query, hash and a trailing slash; keeps '/' itself. */
export function normalizePath(path: string): string {
  let end = path.length;
  const q = path.indexOf('?');
  if (q >= 0) end = q;
  const h = path.indexOf('#');
  if (h >= 0 && h < end) end = h;
  let p = end === path.length ? path : path.slice(0, end);
  while (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p || '/';
}

interface Pattern<T> {
  route: T;
  segments: string[];
}

export class RouteMatcher<T extends { path: string }> {
  private readonly exact = new Map<string, T>();
  private readonly patterns: Pattern<T>[] = [];

  constructor(routes: readonly T[]) {
    for (const route of routes) {
      if (route.path.includes('/:')) this.patterns.push({ route, segments: route.path.split('/') });
      else this.exact.set(route.path, route);
    }
    // More literal segments first, so /admin/tbl/template/clone/:id wins over /admin/tbl/template/:id.
    this.patterns.sort((a, b) => literalCount(b.segments) - literalCount(a.segments));
  }

  match(rawPath: string): RouteMatch<T> | undefined {
    const path = normalizePath(rawPath);
    const hit = this.exact.get(path);
    if (hit) return { route: hit, params: {} };
    const parts = path.split('/');
    for (const p of this.patterns) {
      if (p.segments.length !== parts.length) continue;
      const params = matchSegments(p.segments, parts);
      if (params) return { route: p.route, params };
    }
    return undefined;
  }
}

function literalCount(segments: string[]): number {
  return segments.filter((s) => !s.startsWith(':')).length;
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | undefined {
  let params: Record<string, string> | undefined;
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i];
    if (seg.startsWith(':')) {
      if (!parts[i]) return undefined;
      (params ??= {})[seg.slice(1)] = safeDecode(parts[i]);
    } else if (seg !== parts[i]) {
      return undefined;
    }
  }
  return params ?? {};
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
