// The few list queries sign-in needs, through the shared HTTP client.
import { apiFetch } from '../http-client.ts';

export type FilterTriple = [column: string, operator: string, value: unknown];

interface ListAnswer<T> {
  data: Array<{ rows: T[]; total: number }>;
}

/** The rows of the first result set of POST /api/query/listmodel. */
export async function listRows<T>(bizobjfile: string, api: string, filter: FilterTriple[]): Promise<T[]> {
  const answer = await apiFetch<ListAnswer<T>>('/query/listmodel', {
    method: 'POST',
    body: { bizobjfile, api, filter },
  });
  return answer.data?.[0]?.rows ?? [];
}
