// The one error shape of the API: {error:{code,message}} with a 4xx status.
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request', details?: Record<string, unknown>) =>
  new ApiError(400, code, message, details);
export const unauthorized = (message = 'Authentication required', code = 'unauthorized') =>
  new ApiError(401, code, message);
export const forbidden = (message: string, code = 'forbidden', details?: Record<string, unknown>) =>
  new ApiError(403, code, message, details);
export const notFound = (message = 'Not found', code = 'not_found') => new ApiError(404, code, message);
export const conflict = (message: string, code = 'conflict', details?: Record<string, unknown>) =>
  new ApiError(409, code, message, details);
/** A well-formed request that the current state does not allow (e.g. a value above a ceiling). */
export const unprocessable = (message: string, code: string, details?: Record<string, unknown>) =>
  new ApiError(422, code, message, details);

export interface ErrorBody {
  error: { code: string; message: string; [k: string]: unknown };
}

export function errorBody(code: string, message: string, details?: Record<string, unknown>): ErrorBody {
  return { error: { code, message, ...(details ?? {}) } };
}
