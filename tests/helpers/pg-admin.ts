// The test run's PostgreSQL server (DATABASE_URL, or the embedded one global-setup.ts started):
// its maintenance connection and the template database's name.
import { inject } from 'vitest';

export const TEMPLATE_DB = 'lms_test_template';

/** The server's URL: set by global-setup.ts for the run, in this process's environment too. */
export function databaseUrl(): string {
  return (process.env.DATABASE_URL ??= inject('databaseUrl'));
}

export function adminUrl(): string {
  const url = new URL(databaseUrl());
  url.pathname = '/postgres';
  return url.toString();
}
