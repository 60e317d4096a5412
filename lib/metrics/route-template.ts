// The route a request matched, as a template (`/api/:clientToken/contacts/:id`), never its raw path:
// paths carry tenant tokens, ids and payment tokens, which would leak into logs and make one metric
// series per id. The API records the Hono pattern it routed to; pages get a template made here.
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

const templates = new WeakMap<IncomingMessage, string>();

export const NOT_FOUND_ROUTE = '(not found)';

/** Hono middleware (first in the API app): puts the pattern of the route that answered on the Node request. */
export const recordRouteTemplate: MiddlewareHandler = async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return;
  // After the chain, routeIndex is the route that answered (or threw): its registered pattern.
  const path = routePath(c);
  templates.set(incoming, path === '' || path === '*' || path === '/*' ? NOT_FOUND_ROUTE : path);
};

export function setRouteTemplate(req: IncomingMessage, template: string): void {
  templates.set(req, template);
}

// A page path segment that is an id or a token: digits, or long, or mixing letters and digits.
const VARIABLE = /^(?:\d+|[A-Za-z0-9_-]{20,}|(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_-]{8,})$/;
const FIXED_FIRST = new Set(['_next', 'api', 'pay', 'favicon.ico', 'robots.txt', 'healthz', 'readyz', 'metrics', '']);

/** A page's template: the first segment is the tenant's token, ids and tokens are placeholders. */
export function pageTemplate(url: string): string {
  const path = url.split('?')[0] ?? '/';
  if (path.startsWith('/_next/')) return '/_next/*';
  const segments = path.split('/').slice(1, 7);
  return `/${segments.map((segment, i) => {
    if (i === 0 && !FIXED_FIRST.has(segment)) return ':clientToken';
    return VARIABLE.test(segment) ? ':id' : segment;
  }).join('/')}`;
}

/** The template of an answered request: the API's recorded pattern, else the page's; unknown pages share one. */
export function routeTemplateOf(req: IncomingMessage, status: number): string {
  const known = templates.get(req);
  if (known !== undefined) return known;
  if (status === 404) return NOT_FOUND_ROUTE;
  return pageTemplate(req.url ?? '/');
}
