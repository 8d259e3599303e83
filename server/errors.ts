// The one error shape of the API: {error:{code,message}} with a 4xx status, and its codes.
import type { ErrorCode } from './error-codes.ts';

export type { ErrorCode };

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = 'bad_request', details?: Record<string, unknown>) =>
  new ApiError(400, code, message, details);
export const unauthorized = (message = 'Authentication required', code: ErrorCode = 'unauthorized') =>
  new ApiError(401, code, message);
export const forbidden = (message: string, code: ErrorCode = 'forbidden', details?: Record<string, unknown>) =>
  new ApiError(403, code, message, details);
export const notFound = (message = 'Not found', code: ErrorCode = 'not_found') => new ApiError(404, code, message);
export const conflict = (message: string, code: ErrorCode = 'conflict', details?: Record<string, unknown>) =>
  new ApiError(409, code, message, details);
/** A well-formed request that the current state does not allow (e.g. a value above a ceiling). */
export const unprocessable = (message: string, code: ErrorCode, details?: Record<string, unknown>) =>
  new ApiError(422, code, message, details);

export interface ErrorBody {
  error: { code: string; message: string; [k: string]: unknown };
}

export function errorBody(code: ErrorCode, message: string, details?: Record<string, unknown>): ErrorBody {
  return { error: { code, message, ...(details ?? {}) } };
}

/** A 400 about one field: `fields` carries the message to show at it (the one field-error shape). */
export const invalidField = (field: string, message: string, code: ErrorCode = 'validation_failed') =>
  new ApiError(400, code, message, { fields: { [field]: message } });

/** The one 409 of optimistic concurrency: `current` is the record as it is now, for the form to reload. */
export const versionConflict = (resource: string, current: { version?: unknown }, yours: unknown) =>
  new ApiError(
    409,
    'version_conflict',
    `Someone else changed this ${resource} record (now version ${String(current.version)}, yours ${String(yours)}); reload it and try again`,
    { current },
  );
