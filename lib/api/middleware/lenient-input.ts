import type { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { pruneUnknownFields } from '../unknown-fields';

// CONTRACT §1: be lenient as the real API (API Platform) is. Query parameters an operation does not
// declare, filter values it cannot read, and body fields its schema does not know (unknown or
// read-only) are ignored, never written, and named in `x-ignored-parameters` / `x-ignored-fields`,
// so that a partner still sees a typo. Done once here for every route, from the zod schemas that
// validate the request and document it, just before the validators run.

export const IGNORED_PARAMETERS_HEADER = 'x-ignored-parameters';
export const IGNORED_FIELDS_HEADER = 'x-ignored-fields';

/** Paging out of range stays a 400 (CONTRACT §1, Paging): a page is never silently another one. */
const PAGING = new Set(['page', 'itemsPerPage']);

interface SchemaLike { shape?: Record<string, unknown>; in?: unknown; def?: { innerType?: unknown; in?: unknown }; _def?: { innerType?: unknown; in?: unknown } }

/**
 * The parameters a query schema declares, each with its own schema: the keys of its object, through
 * pipes (`.transform`), defaults and optionals; undefined when the schema is not an object (none
 * today: then the schema alone decides).
 */
export function declaredQueryShape(schema: unknown): Record<string, z.ZodType> | undefined {
  let current = schema as SchemaLike | undefined;
  for (let depth = 0; current && depth < 10; depth += 1) {
    if (current.shape && typeof current.shape === 'object') return current.shape as Record<string, z.ZodType>;
    const def = current.def ?? current._def;
    current = (current.in ?? def?.in ?? def?.innerType) as SchemaLike | undefined;
  }
  return undefined;
}

/** Fields a handler received but did not keep (the sale's address has no column for some). */
const keptAside = new WeakMap<Context, string[]>();
export function ignoreFields(c: Context, paths: string[]): void {
  if (paths.length > 0) keptAside.set(c, [...(keptAside.get(c) ?? []), ...paths]);
}

const optionalCache = new WeakMap<z.ZodType, boolean>();
async function isOptional(schema: z.ZodType): Promise<boolean> {
  let optional = optionalCache.get(schema);
  if (optional === undefined) {
    optional = (await schema.safeParseAsync(undefined)).success;
    optionalCache.set(schema, optional);
  }
  return optional;
}

/**
 * Whether a value the parameter's schema refused is one it cannot read (dropped) rather than one that
 * names something that is not there: an IRI of another tenant or collection stays a 400 (CONTRACT §1).
 */
function unreadable(error: z.ZodError): boolean {
  return !error.issues.some((issue) => issue.code === 'custom' && issue.params?.iriShaped === true);
}

/** The query's parameters as the validator reads them: one value, or an array when repeated. */
function queryValues(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0]! : values]));
}

/** Names the parameters to ignore, and takes them out of the URL every later step reads. */
async function ignoredParameters(c: Context, shape: Record<string, z.ZodType>): Promise<string[]> {
  const ignored: string[] = [];
  for (const [name, value] of Object.entries(queryValues(c))) {
    const schema = shape[name];
    if (!Object.hasOwn(shape, name) || !schema) { ignored.push(name); continue; }
    if (PAGING.has(name)) continue;
    let result: { success: boolean; error?: z.ZodError };
    try {
      result = await schema.safeParseAsync(value);
    } catch {
      continue; // left to the validator and its error handling
    }
    if (!result.success && result.error && unreadable(result.error) && await isOptional(schema)) ignored.push(name);
  }
  if (ignored.length > 0) {
    const url = new URL(c.req.url);
    for (const name of ignored) url.searchParams.delete(name);
    // The validators, the handler and the collection's links all read the query from c.req.url.
    Object.defineProperty(c.req, 'url', { value: url.href, configurable: true });
  }
  return ignored;
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json/i;

/** Names the body's unknown fields and hands the validator the body without them. */
async function ignoredBodyFields(c: Context, schema: z.ZodType): Promise<string[]> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !JSON_TYPE.test(c.req.header('content-type') ?? '')) return [];
  let body: unknown;
  try {
    // textGuard has parsed it already (middleware/text-guard.ts): that parse, else ours.
    body = c.req.bodyCache.json ? await c.req.bodyCache.json : JSON.parse(await c.req.text());
  } catch {
    return []; // not JSON: the validator answers it
  }
  const { value, ignored } = pruneUnknownFields(schema, body);
  if (ignored.length > 0) {
    const text = JSON.stringify(value);
    // Hono keeps promises here, whatever its type says; the validator reads `text` (json() parses it).
    const cache = c.req.bodyCache as Record<string, unknown>;
    cache.text = Promise.resolve(text);
    cache.json = Promise.resolve(value);
  }
  return ignored;
}

/** The JSON body schema a route declares (every JSON media type of a route shares one). */
export function jsonBodySchema(content: object | undefined): z.ZodType | undefined {
  const entry = Object.entries(content ?? {}).find(([type, media]) => JSON_TYPE.test(type) && (media as { schema?: unknown } | undefined)?.schema);
  return (entry?.[1] as { schema?: z.ZodType } | undefined)?.schema;
}

/**
 * The route's input, leniently: `query` is its query schema (none: every parameter is unknown),
 * `json` its JSON body schema. The answer, whatever it is, names what was ignored.
 */
export function lenientInput(route: { query?: unknown; json?: z.ZodType }): MiddlewareHandler {
  const shape = route.query === undefined ? {} : declaredQueryShape(route.query);
  return async (c, next) => {
    const parameters = shape && c.req.url.includes('?') ? await ignoredParameters(c, shape) : [];
    const fields = route.json ? await ignoredBodyFields(c, route.json) : [];
    await next();
    const aside = keptAside.get(c) ?? [];
    if (parameters.length > 0) c.res.headers.set(IGNORED_PARAMETERS_HEADER, parameters.join(','));
    if (fields.length + aside.length > 0) c.res.headers.set(IGNORED_FIELDS_HEADER, [...fields, ...aside].join(','));
  };
}
