// The process's one request listener: /api* except /api/auth/* goes to the partner API (Hono),
// everything else to Next; security headers on every answer (security-headers.ts); one JSON log
// line per request, counted in the metrics by route template (never the raw path, which carries
// tokens and ids). The operator's /healthz, /readyz and /metrics are answered first (ops-routes.ts).
// server.ts and the benchmarks use it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApiApp } from '../api/app';
import { requestIdFrom } from '../api/middleware/request-id';
import { PAGE_PATH_HEADER } from '../auth/return-to';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '../limits/client-address';
import { logger } from '../log/logger';
import { metrics } from '../metrics/registry';
import { routeTemplateOf } from '../metrics/route-template';
import { isPayFormPost, isPayPage, setPayPageHeaders } from '../payments/hosted-page';
import { isCrossOriginAction } from './action-origin';
import { handleOpsRequest } from './ops-routes';
import { setApiSecurityHeaders, setPageSecurityHeaders } from './security-headers';
import { isShuttingDown } from './shutdown';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

// Every path starting with /api, slash or not (`/apidemo/articles`, `/api`, `/api//`), is the API's,
// which answers what matches nothing with its JSON 404 (CONTRACT §10), never Next's HTML page; only
// next-auth's /api/auth/* goes to Next. (So no tenant token may start with `api`: its portal would be lost.)
const isApi = (url: string) => url.startsWith('/api') && !url.startsWith('/api/auth/');
const tenantOf = (url: string) => /^\/(?:api\/)?([A-Za-z0-9_-]+)/.exec(url)?.[1];

export function createRequestListener(handleNext: NodeHandler): NodeHandler {
  const handleApi = getRequestListener(createApiApp().fetch);
  const { requests, requestSeconds } = metrics();
  return (req, res) => {
    const started = process.hrtime.bigint();
    // The same rule as the API's own: the log line and the answer carry the same id, a sensible one.
    const given = req.headers['x-request-id'];
    req.headers['x-request-id'] = requestIdFrom(typeof given === 'string' ? given : undefined);
    res.setHeader('x-request-id', req.headers['x-request-id']);
    // While stopping, a kept-alive socket is closed after its answer (lib/server/shutdown.ts).
    if (isShuttingDown()) res.setHeader('connection', 'close');
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeTemplateOf(req, res.statusCode);
      const method = req.method ?? 'GET';
      requests.inc({ method, route, status: res.statusCode });
      requestSeconds.observe({ method, route }, seconds);
      // No query string, no raw path: they carry tokens and ids (the template says which route).
      logger().info({
        requestId: req.headers['x-request-id'],
        method,
        route,
        tenant: tenantOf(req.url ?? ''),
        status: res.statusCode,
        durationMs: Math.round(seconds * 1e6) / 1000,
      }, 'request');
    });
    if (handleOpsRequest(req, res)) return undefined;
    const url = req.url ?? '/';
    // The caller's address for the pages' rate limits, judged here where the socket is known
    // (lib/limits/client-address.ts); a value the caller sent under this name never reaches Next.
    const address = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress);
    if (address === undefined) delete req.headers[CLIENT_ADDRESS_HEADER];
    else req.headers[CLIENT_ADDRESS_HEADER] = address;
    if (isApi(url) || isPayFormPost(req)) {
      setApiSecurityHeaders(req, res);
      return handleApi(req, res);
    }
    setPageSecurityHeaders(req, res);
    if (isCrossOriginAction(req)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('A server action from another origin is refused.');
      return undefined;
    }
    // The path asked for, for the sign-in page's way back (lib/auth/return-to.ts); never the browser's own value.
    req.headers[PAGE_PATH_HEADER] = url;
    if (isPayPage(url)) setPayPageHeaders(url, res);
    return handleNext(req, res);
  };
}
