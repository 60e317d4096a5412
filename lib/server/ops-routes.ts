// The operator's addresses, outside /api/{clientToken} and without sign-in: GET /healthz (the process
// is up), GET /readyz (it can serve: database and migrations, lib/server/readiness.ts) and
// GET /metrics (Prometheus text, behind METRICS_TOKEN when set). Answered by the request listener
// before the API and Next, so a probe costs neither.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { envNow } from '../env';
import { metrics } from '../metrics/registry';
import { setRouteTemplate } from '../metrics/route-template';
import { checkReadiness } from './readiness';
import { isShuttingDown } from './shutdown';

const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

function bearerMatches(req: IncomingMessage, expected: string): boolean {
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function serveMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const token = envNow('METRICS_TOKEN');
  if (token !== undefined && !bearerMatches(req, token)) {
    res.setHeader('www-authenticate', 'Bearer realm="metrics"');
    sendJson(res, 401, { status: 401, title: 'A valid metrics token is required.' });
    return;
  }
  const { registry } = metrics();
  const text = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text);
}

/** Not ready while stopping: the load balancer stops sending before the process stops answering. */
async function readiness() {
  if (isShuttingDown()) return { status: 'stopping', ready: false };
  const r = await checkReadiness();
  return { status: r.ready ? 'ready' : 'not ready', ...r };
}

/** Answers the request when it is one of the operator's addresses; false otherwise (the caller goes on). */
export function handleOpsRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (!OPS_PATHS.has(path)) return false;
  setRouteTemplate(req, path);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    sendJson(res, 405, { status: 405, title: `${path} answers GET only.` });
    return true;
  }
  const answer = path === '/healthz'
    ? Promise.resolve(sendJson(res, 200, { status: 'ok' }))
    : path === '/readyz'
      ? readiness().then((r) => sendJson(res, r.ready ? 200 : 503, r))
      : serveMetrics(req, res);
  answer.catch(() => { if (!res.headersSent) sendJson(res, 500, { status: 500, title: 'The answer could not be made.' }); });
  return true;
}
