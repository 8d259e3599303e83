// The API as the account signed in on a page (its bearer token from the app's storage), for the
// setup steps a browser test does not walk through the screens, and the sections that account
// teaches or attends this term. Used by the classroom tests on the main server.
import type { Page } from '@playwright/test';

export type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** calls `/api{path}` as the account signed in on `page`; an answer that is not 2xx throws with its body */
export async function apiOf(page: Page): Promise<Call> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await page.request.fetch(`/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { data: body }),
    });
    if (!res.ok()) throw new Error(`${method} /api${path} answered ${res.status()}: ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** the ids of the sections the caller teaches or attends this term (the `my_classes` query) */
export const classIds = async (call: Call) =>
  (
    await call<{ data: { rows: { id: number }[] }[] }>('POST', '/query/listmodel', {
      bizobjfile: 'classes',
      api: 'my_classes',
      rowsize: 100,
    })
  ).data[0].rows.map((r) => r.id);
