// A model server's failure as the `error` event the page shows: a stable code and a message
// that never carries the provider's API key. What a school's own server (a URL typed into the
// app) answered is not repeated beyond its status: that URL could point anywhere, and echoing
// its reply would make the app a way to read other servers.
import OpenAI from 'openai';
import { findRefusal } from '../outbound/guard.ts';

export interface StreamError {
  code: string;
  message: string;
}

export function redact(text: string, secret?: string): string {
  return secret && secret.length >= 4 ? text.split(secret).join('***') : text;
}

/** `echo`: include the server's own error text (only for the platform's trusted server). */
export function toStreamError(err: unknown, apiKey?: string, echo = true): StreamError {
  let code = 'ai_provider_error';
  let message: string;
  const refusal = findRefusal(err);
  if (refusal) {
    code = refusal.code;
    message = `The model server cannot be used: ${refusal.message}.`;
  } else if (err instanceof OpenAI.APIConnectionTimeoutError) {
    code = 'ai_provider_timeout';
    message = 'The model server did not answer in time.';
  } else if (err instanceof OpenAI.APIConnectionError) {
    code = 'ai_provider_unreachable';
    message = 'The model server could not be reached or closed the connection.';
  } else if (err instanceof OpenAI.APIError) {
    if (err.status === 401 || err.status === 403) code = 'ai_provider_auth';
    else if (err.status === 429) code = 'ai_provider_rate_limited';
    const detail =
      err.error && typeof err.error === 'object' && 'message' in err.error
        ? String((err.error as { message: unknown }).message)
        : err.message;
    if (!echo)
      message = err.status ? `The model server answered ${err.status}.` : 'The model server reported an error.';
    else
      message = err.status
        ? `The model server answered ${err.status}: ${detail}`
        : `The model server reported an error: ${detail}`;
  } else {
    message = echo && err instanceof Error ? err.message : 'The generation failed.';
  }
  return { code, message: redact(message, apiKey).slice(0, 500) };
}
