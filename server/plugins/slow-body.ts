// Cuts a request whose body trickles in (one byte every few seconds holds a connection and its
// memory forever): once the headers are in, a body must bring at least HTTP_BODY_MIN_BYTES_PER_SECOND
// over each window of HTTP_BODY_RATE_WINDOW_SECONDS, or it is answered 408 and the connection closed.
// A big upload on a slow but steady link passes, however long it takes (HTTP_REQUEST_TIMEOUT_SECONDS
// bounds the whole request). A window in which the server itself is not reading (its buffer is full,
// e.g. while it writes to storage) does not count against the client. The headers have Node's own
// headersTimeout.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors.ts';

export interface SlowBodyOptions {
  minBytesPerSecond: number;
  windowSeconds: number;
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

function cut(req: IncomingMessage, res: ServerResponse) {
  const socket = req.socket;
  if (res.headersSent || res.writableEnded) return void socket.destroy();
  const body = JSON.stringify(errorBody('request_timeout', 'The request body arrived too slowly'));
  res.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
  res.end(body, () => socket.destroy());
}

export function watchBody(req: IncomingMessage, res: ServerResponse, opts: SlowBodyOptions) {
  const windowMs = opts.windowSeconds * 1000;
  const minBytes = opts.minBytesPerSecond * opts.windowSeconds;
  let last = req.socket.bytesRead;
  const timer = setInterval(() => {
    if (req.complete || req.destroyed) return stop();
    const read = req.socket.bytesRead;
    const waitingForUs = req.readableLength >= req.readableHighWaterMark || req.socket.isPaused();
    if (read - last < minBytes && !waitingForUs) {
      stop();
      return cut(req, res);
    }
    last = read;
  }, windowMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  res.once('close', stop);
  req.once('end', stop);
}

export default fp(async function slowBody(app: FastifyInstance, opts: SlowBodyOptions) {
  if (opts.minBytesPerSecond <= 0) return;
  app.addHook('onRequest', async (req, reply) => {
    if (hasBody(req.raw) && !req.raw.complete) watchBody(req.raw, reply.raw, opts);
  });
});
