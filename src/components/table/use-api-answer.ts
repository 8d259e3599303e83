// One answer of an API outside the list queries (GET /api/...) through Refine's data provider
// (its `custom` call), in the shape DataGrid takes for fetched rows. The page shows a failure
// itself, so Refine's error notification is off; a refusal (4xx) is shown at once, not retried.
import { useCustom, type BaseRecord, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import type { LocalRows } from './data-grid.tsx';

const MAX_RETRIES = 2;
const retry = (failures: number, err: HttpError) =>
  !(err.statusCode >= 400 && err.statusCode < 500) && failures < MAX_RETRIES;

export interface ApiAnswer<T> {
  data: T | undefined;
  loading: boolean;
  error: HttpError | null;
  retry: () => void;
}

/**
 * `enabled` false: no request (a page that knows the answer would be a refusal); `refreshMs`: asked
 * again every so often while shown (a badge that counts what is new).
 */
export function useApiAnswer<T extends object>(
  url: string,
  query?: Record<string, string | number>,
  enabled = true,
  refreshMs?: number,
): ApiAnswer<T> {
  const { query: q } = useCustom<BaseRecord>({
    url,
    method: 'get',
    config: { query },
    queryOptions: { retry, enabled, refetchInterval: refreshMs },
    errorNotification: false,
  });
  return {
    data: q.data?.data as T | undefined,
    loading: q.isLoading,
    error: q.error ?? null,
    retry: () => void q.refetch(),
  };
}

/** DataGrid's fetched `rows` from an answer: the rows the page takes from it, with its states. */
export function answerRows<R>(answer: ApiAnswer<object>, data: readonly R[] | undefined): LocalRows<R> {
  return { data, loading: answer.loading, error: answer.error, retry: answer.retry };
}

/** Runs a write on the page's data: says it worked (or why not), then reloads the answer. */
export function useAnswerWrite(answer: Pick<ApiAnswer<object>, 'retry'>) {
  const { message } = App.useApp();
  return (work: Promise<unknown>, done: string) =>
    work.then(
      () => {
        void message.success(done);
        answer.retry();
      },
      (e: Error) => void message.error(e.message),
    );
}
