// A model server's failure as the `error` event the page shows: a stable code and a message
// that never carries the provider's API key.
import OpenAI from 'openai';

export interface StreamError {
  code: string;
  message: string;
}

export function redact(text: string, secret?: string): string {
  return secret && secret.length >= 4 ? text.split(secret).join('***') : text;
}

export function toStreamError(err: unknown, apiKey?: string): StreamError {
  let code = 'ai_provider_error';
  let message: string;
  if (err instanceof OpenAI.APIConnectionTimeoutError) {
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
    message = err.status
      ? `The model server answered ${err.status}: ${detail}`
      : `The model server reported an error: ${detail}`;
  } else {
    message = err instanceof Error ? err.message : 'The generation failed.';
  }
  return { code, message: redact(message, apiKey).slice(0, 500) };
}
