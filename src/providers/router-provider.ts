// Refine's React Router binding with its `parse` computed once per address, not once per hook.
// Every Refine hook (useTable, useResourceParams, useGo, useMenu ...) asks the router provider to
// parse the address: the binding matches the path against every resource's routes (about 120 of
// them here) once per component and parses the query string on every call, about 90 ms of a list
// page's start (docs/speed.md, issue #32). Here both are kept for the address last parsed; the answer
// is the binding's own (same fields, same query parsing, same number conversion).
import { useCallback, useContext } from 'react';
import { matchPath, useLocation, useParams } from 'react-router';
import routerProvider from '@refinedev/react-router';
import {
  matchResourceFromRoute,
  QS_PARSE_DEPTH,
  ResourceContext,
  type IResourceItem,
  type ParseResponse,
  type RouterProvider,
} from '@refinedev/core';
import qs from 'qs';

type Match = ReturnType<typeof matchResourceFromRoute>;
const matches = new WeakMap<IResourceItem[], Map<string, Match>>();

/** The resource and action a path shows (the same resources give the same answer). */
function matchOnce(pathname: string, resources: IResourceItem[]): Match {
  let byPath = matches.get(resources);
  if (!byPath) matches.set(resources, (byPath = new Map()));
  let m = byPath.get(pathname);
  if (!m) {
    if (byPath.size > 200) byPath.clear();
    byPath.set(pathname, (m = matchResourceFromRoute(pathname, resources)));
  }
  return m;
}

const toNumber = (value: unknown) => {
  if (typeof value === 'undefined') return value;
  const num = Number(value);
  return `${num}` === value ? num : value;
};

let last: { key: string; answer: ParseResponse } | undefined;

function parseOnce(pathname: string, search: string, params: Record<string, string | undefined>, m: Match) {
  const key = `${pathname}\n${search}\n${JSON.stringify(params)}\n${m.resource?.name ?? ''}\n${m.action ?? ''}`;
  if (last?.key === key) return last.answer;
  const combined: Record<string, unknown> = {
    ...params,
    ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }),
  };
  const answer = {
    ...(m.resource && { resource: m.resource }),
    ...(m.action && { action: m.action }),
    ...(params.id && { id: decodeURIComponent(params.id) }),
    pathname,
    params: {
      ...combined,
      currentPage: toNumber(combined.currentPage),
      pageSize: toNumber(combined.pageSize),
      to: combined.to ? decodeURIComponent(String(combined.to)) : undefined,
    },
  } as ParseResponse;
  last = { key, answer };
  return answer;
}

/** What Refine's binding answers for an address (its path, its query string, the router's params). */
export function parseAddress(
  pathname: string,
  search: string,
  routeParams: Record<string, string | undefined>,
  resources: IResourceItem[],
): ParseResponse {
  const m = matchOnce(pathname, resources);
  const params =
    Object.keys(routeParams).length === 0 && m.matchedRoute
      ? (matchPath(m.matchedRoute, pathname)?.params ?? {})
      : routeParams;
  return parseOnce(pathname, search, params, m);
}

function useParse() {
  const params = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  return useCallback(() => parseAddress(pathname, search, params, resources), [pathname, search, params, resources]);
}

export const appRouterProvider: RouterProvider = { ...routerProvider, parse: useParse };
