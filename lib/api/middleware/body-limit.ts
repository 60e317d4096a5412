import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { config } from '../../config';
import { DomainError } from '../../domain/errors';

const tooLarge = () => new DomainError('api.error.body.too-large', 'The body is larger than 1 MiB.');

// Hono's bodyLimit asks the request for its body stream first, which makes the Node adapter build a
// whole Fetch Request around a web stream (a fifth of a small POST's cost). A body with a declared
// length is judged on the header alone (Node's parser never reads past it); only a chunked body goes
// through the stream-counting limit.
const streamingLimit = bodyLimit({ maxSize: config.maxBodyBytes, onError: () => { throw tooLarge(); } });

/** Refuses bodies over CONTRACT's 1 MiB with 413 api.error.body.too-large. */
export const limitBody: MiddlewareHandler = async (c, next) => {
  const length = c.req.header('content-length');
  if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamingLimit(c, next);
  if (Number(length) > config.maxBodyBytes) throw tooLarge();
  await next();
};
