// Hydra serialisation (CONTRACT §1): ld+json by default, plain JSON when asked for.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Page, PageRequest } from '../domain/paging';

export type Format = 'ld' | 'json';

/**
 * ld+json unless the client names application/json and nothing broader: a wildcard (`*\/*`,
 * `application/*`) selects the service's default form, as HTTP libraries' default
 * `application/json, text/plain, *\/*` expects (docs/decisions.md, "Partner client conventions").
 */
export function formatOf(c: Context): Format {
  const accept = c.req.header('accept') ?? '';
  if (!accept.includes('application/json') || accept.includes('application/ld+json')) return 'ld';
  return accept.includes('*/*') || accept.includes('application/*') ? 'ld' : 'json';
}

const CONTENT_TYPE: Record<Format, string> = {
  ld: 'application/ld+json; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** A resource as the API shows it: its IRI and type first. */
export type Resource = { '@id': string; '@type': string } & Record<string, unknown>;

/** The path of this request relative to {base_url} (`/api` removed), as collection IRIs are. */
function relativePath(c: Context): string {
  return c.req.path.replace(/^\/api(?=\/)/, '');
}

// The declared response schemas type the handler's answer; the Hydra envelope is added here, so the
// answer is typed loosely and checked by the API tests and the OpenAPI document instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

// Hono merges the headers given to c.json() into {'Content-Type': 'application/json', ...given}: with
// the same key the record keeps one entry, and Hono and the Node adapter pass a one-entry record on as
// it is, where a second entry makes each build a Fetch Headers (docs/benchmarks.md).
const contentType = (format: Format) => ({ 'Content-Type': CONTENT_TYPE[format] });

export function sendItem<S extends ContentfulStatusCode = 200>(c: Context, resource: Resource, status?: S, headers?: Record<string, string>) {
  const format = formatOf(c);
  const body = format === 'ld' ? { '@context': `/contexts/${resource['@type']}`, ...resource } : resource;
  return c.json(body as Loose, (status ?? 200) as S, { ...contentType(format), ...headers });
}

/**
 * Links to pages of this collection: the request's query with `page` replaced, where the client put
 * it (else last). The query is serialised once, not once per link: a WHATWG URL re-serialises its
 * whole query on every change, a measurable part of serving a page (docs/benchmarks.md).
 */
function pageLinks(c: Context): (page: number) => string {
  const base = relativePath(c);
  const query = new URL(c.req.url).searchParams;
  query.set('page', '1');
  // Only `page` itself can serialise to `page=1`: keys are percent-encoded, `&` and `=` included.
  const pairs = query.toString().split('&');
  const at = pairs.indexOf('page=1');
  const before = pairs.slice(0, at).map((pair) => `${pair}&`).join('');
  const after = pairs.slice(at + 1).map((pair) => `&${pair}`).join('');
  return (page) => `${base}?${before}page=${page}${after}`;
}

export function sendCollection<T, S extends ContentfulStatusCode = 200>(
  c: Context, type: string, page: Page<T>, request: PageRequest, serialize: (item: T) => Resource, status?: S, headers?: Record<string, string>,
) {
  const members = page.items.map(serialize);
  const format = formatOf(c);
  if (format === 'json') return c.json(members as Loose, (status ?? 200) as S, { ...contentType('json'), ...headers });
  const last = Math.max(1, Math.ceil(page.totalItems / request.itemsPerPage));
  const pageLink = pageLinks(c);
  const view: Record<string, string> = {
    '@id': pageLink(request.page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': pageLink(1),
    'hydra:last': pageLink(last),
  };
  if (request.page > 1) view['hydra:previous'] = pageLink(Math.min(request.page - 1, last));
  if (request.page < last) view['hydra:next'] = pageLink(request.page + 1);
  return c.json({
    '@context': `/contexts/${type}`,
    '@id': relativePath(c),
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': page.totalItems,
    'hydra:view': view,
  } as Loose, (status ?? 200) as S, { ...contentType('ld'), ...headers });
}
