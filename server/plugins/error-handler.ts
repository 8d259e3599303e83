// One error shape for every failure: {error:{code,message}}; no stack traces leave the server.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, errorBody, type ErrorCode } from '../errors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    if (err instanceof ApiError) {
      // a store that is briefly out (counters_unavailable) says when to come back, like the database
      if (err.statusCode === 503) reply.header('retry-after', '1');
      return reply.status(err.statusCode).send(errorBody(err.code, err.message, err.details));
    }
    if ((err as FastifyError).validation) {
      const v = (err as FastifyError).validation![0];
      const where = v?.instancePath ? ` at ${v.instancePath}` : '';
      return reply
        .status(400)
        .send(errorBody('validation_failed', `${err.message}${where ? '' : ''}`.trim() || `Invalid request${where}`));
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(STATUS_CODES[status] ?? 'bad_request', err.message));
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: err.message }, 'database unavailable');
      reply.header('retry-after', '1');
      return reply
        .status(503)
        .send(errorBody('database_unavailable', 'The database cannot be reached right now; try again in a moment.'));
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send(errorBody('internal_error', 'Something went wrong on our side; it has been logged.'));
  });
});
