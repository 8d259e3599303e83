// The test app plus real sign-in, as the list and write tests use it (tests/helpers/api.ts).
import { createApiTest, type ApiTest } from '../helpers/api.ts';

export type AuthedApp = ApiTest;
export const createAuthedApp = (env: Record<string, string> = {}): Promise<AuthedApp> => createApiTest(env);
