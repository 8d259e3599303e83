// A sign-in callback is accepted only if it carries a state and either a code or an
// error (the standard flow). Parameters are read from the query or the fragment per responseMode.
import type { ResponseMode } from './session-options.ts';

export interface CallbackParams {
  state: string;
  code?: string;
  error?: string;
  error_description?: string;
}

export function parseCallback(href: string, responseMode: ResponseMode): CallbackParams | undefined {
  const url = new URL(href);
  const raw = responseMode === 'query' ? url.search.slice(1) : url.hash.slice(1);
  const params = new URLSearchParams(raw);
  const state = params.get('state');
  const code = params.get('code') ?? undefined;
  const error = params.get('error') ?? undefined;
  if (!state || (!code && !error)) return undefined;
  return { state, code, error, error_description: params.get('error_description') ?? undefined };
}
