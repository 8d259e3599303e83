// The test app plus real sign-in, as the list and write tests use it (tests/helpers/api.ts).
import { createApiTest, type ApiTest } from '../helpers/api.ts';

export type AuthedApp = ApiTest;
export const createAuthedApp = (env: Record<string, string> = {}): Promise<AuthedApp> => createApiTest(env);

type Row = Record<string, unknown>;

/** POST /api/query/listmodel as the account with a whole body (and headers such as a chosen role):
 * the answer, and its first result set's rows and total. */
export async function postList(
  t: AuthedApp,
  email: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/query/listmodel',
    headers: { authorization: `Bearer ${await t.token(email)}`, ...headers },
    payload: body,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json: Record<string, any> = res.json();
  return {
    status: res.statusCode,
    body: json,
    rows: (json.data?.[0]?.rows ?? []) as Row[],
    total: json.data?.[0]?.total as number,
  };
}
