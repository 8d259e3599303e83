// The Refine data provider: reads through POST /api/query/listmodel, writes through
// /api/resources/:resource; `custom` calls any other API path (useCustom), e.g. /api/ai-admin/*. apiFetch adds the bearer token and role and refreshes once on 401.
// Every failure becomes a Refine HttpError (Refine then shows a notification with its message)
// and is logged.
import type { BaseKey, BaseRecord, DataProvider, HttpError as RefineHttpError } from '@refinedev/core';
import { apiFetch, HttpError } from './http-client.ts';
import {
  filtersToTriples,
  MAX_ROWS,
  paginationToRows,
  sortersToSort,
  UnsupportedFilterError,
  type Triple,
} from './data/refine-to-listmodel.ts';
import type { MetaQuery } from '@refinedev/core';
import type { ResourceBinding } from './data/resource-map.ts';
import { UnknownResourceError } from './data/resource-error.ts';

/** The resource map (with every entity shape and TypeBox) loads on the first data call, not with the shell. */
async function bindingFor(resource: string, meta?: MetaQuery): Promise<ResourceBinding> {
  return (await import('./data/resource-map.ts')).bindingFor(resource, meta);
}

interface ListAnswer {
  data: { rows: BaseRecord[]; total: number }[];
}
interface RecordAnswer {
  data: BaseRecord;
}

/** Turns any failure into Refine's error shape, with a message the user can act on. */
export function toRefineError(err: unknown): RefineHttpError {
  if (err instanceof HttpError) {
    const body = err.body as { error?: { current?: unknown; fields?: Record<string, string> } } | undefined;
    const message =
      err.status === 409
        ? `${err.message} Your changes are still in the form: reload the record, then apply them again.`
        : err.message;
    return {
      message,
      statusCode: err.status,
      code: err.code,
      current: body?.error?.current,
      errors: body?.error?.fields,
    };
  }
  if (err instanceof UnsupportedFilterError || err instanceof UnknownResourceError)
    return { message: err.message, statusCode: 400 };
  if (err instanceof TypeError)
    return { message: 'The server cannot be reached; check the connection and try again.', statusCode: 0 };
  return { message: err instanceof Error ? err.message : String(err), statusCode: 500 };
}

async function guarded<T>(what: string, resource: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const e = toRefineError(err);
    console.error(`[data] ${what} ${resource} failed (${e.statusCode}): ${e.message}`, err);
    throw e;
  }
}

async function query(
  b: ResourceBinding,
  body: { filter?: Triple[]; sort?: [string, string][]; rowoffset?: number; rowsize?: number },
) {
  const answer = await apiFetch<ListAnswer>('/query/listmodel', {
    method: 'POST',
    body: { bizobjfile: b.bizobjfile, api: b.api, ...body },
  });
  return answer.data[0] ?? { rows: [], total: 0 };
}

function writePath(resource: string, b: ResourceBinding, id?: BaseKey): string {
  if (!b.writeResource) throw new UnknownResourceError(`The resource "${resource}" cannot be changed from here`);
  return `/resources/${encodeURIComponent(b.writeResource)}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;
}

/** `url` is a path under the API base; `query` becomes its search string. */
function customPath(url: string, query: unknown): string {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return url;
  const search = new URLSearchParams(entries.map(([k, v]) => [k, String(v)]));
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

export const dataProvider: DataProvider = {
  getApiUrl: () => '/api',

  custom: ({ url, method, payload, query }) =>
    guarded(method, url, async () => {
      const data = await apiFetch<unknown>(customPath(url, query), { method: method.toUpperCase(), body: payload });
      return { data: data as never };
    }),

  getList: ({ resource, pagination, sorters, filters, meta }) =>
    guarded('list', resource, async () => {
      const b = await bindingFor(resource, meta);
      const { rows, total } = await query(b, {
        filter: filtersToTriples(filters),
        sort: sortersToSort(sorters),
        ...paginationToRows(pagination),
      });
      return { data: rows as never[], total };
    }),

  getMany: ({ resource, ids, meta }) =>
    guarded('read', resource, async () => {
      const b = await bindingFor(resource, meta);
      const out: BaseRecord[] = [];
      for (let i = 0; i < ids.length; i += MAX_ROWS) {
        const chunk = ids.slice(i, i + MAX_ROWS);
        out.push(...(await query(b, { filter: [[b.idField!, 'in', chunk]], rowsize: chunk.length })).rows);
      }
      return { data: out as never[] };
    }),

  getOne: ({ resource, id, meta }) =>
    guarded('read', resource, async () => {
      const b = await bindingFor(resource, meta);
      const { rows } = await query(b, { filter: [[b.idField!, '=', id]], rowsize: 1 });
      if (!rows[0]) throw new HttpError(404, 'not_found', 'This record no longer exists, or it is not yours to see.');
      return { data: rows[0] as never };
    }),

  create: ({ resource, variables, meta }) =>
    guarded('create', resource, async () => {
      const res = await apiFetch<RecordAnswer>(writePath(resource, await bindingFor(resource, meta)), {
        method: 'POST',
        body: variables,
      });
      return { data: res.data as never };
    }),

  update: ({ resource, id, variables, meta }) =>
    guarded('update', resource, async () => {
      const res = await apiFetch<RecordAnswer>(writePath(resource, await bindingFor(resource, meta), id), {
        method: 'PATCH',
        body: variables,
      });
      return { data: res.data as never };
    }),

  deleteOne: ({ resource, id, variables, meta }) =>
    guarded('delete', resource, async () => {
      const version = (variables as { version?: number } | undefined)?.version;
      const path =
        writePath(resource, await bindingFor(resource, meta), id) +
        (version === undefined ? '' : `?version=${version}`);
      const res = await apiFetch<RecordAnswer>(path, { method: 'DELETE' });
      return { data: res.data as never };
    }),

  deleteMany: ({ resource, ids, meta }) =>
    guarded('delete', resource, async () => {
      const res = await apiFetch<{ data: BaseRecord[] }>(writePath(resource, await bindingFor(resource, meta)), {
        method: 'DELETE',
        body: { ids },
      });
      return { data: res.data as never[] };
    }),
};
