import type { Context, MiddlewareHandler } from 'hono';
import { DomainError } from '../../domain/errors';
import { unstorableText } from '../../domain/storable-text';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth';

// Text PostgreSQL cannot store (lib/domain/storable-text.ts) is refused here, once for every route, with
// a violation naming the field; so is JSON nested too deep to walk (json-depth.ts). A body that does
// not parse is left to the validators.

const JSON_TYPE = /^application\/([\w.-]+\+)?json/;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)/;

/** The body's fields when it is JSON or form data; other bodies are not read here. */
async function bodyFields(c: Context): Promise<unknown> {
  // GET and HEAD carry no body. Reading the text directly (an empty body is '') spares the Node
  // adapter from building a whole Fetch Request, which asking for `raw.body` would.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return undefined;
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!(JSON_TYPE.test(type) || FORM_TYPE.test(type))) return undefined;
  const text = await c.req.text();
  if (JSON_TYPE.test(type) && jsonDepthExceeds(text)) {
    throw new DomainError('api.error.body.too-deep', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  try {
    if (JSON_TYPE.test(type)) {
      const parsed: unknown = JSON.parse(text);
      // The validator reads the same body next: it gets this parse instead of a second one.
      c.req.bodyCache.json = Promise.resolve(parsed);
      return parsed;
    }
    if (type.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
    const form = await new Response(text, { headers: { 'content-type': type } }).formData();
    return Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '']));
  } catch {
    return undefined;
  }
}

// A decoded query string holds U+0000 only from %00 and a surrogate only from %ED%A0 to %ED%BF (the
// parser refuses raw control bytes): a query without either needs no closer look.
const MAYBE_UNSTORABLE_QUERY = /%00|%ed%[ab]/i;

function queryFields(c: Context): unknown {
  const raw = c.req.url.slice(c.req.url.indexOf('?') + 1 || c.req.url.length);
  if (!MAYBE_UNSTORABLE_QUERY.test(raw)) return undefined;
  return Object.fromEntries(Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? values[0] : values]));
}

/**
 * Refuses query and body strings the database cannot store (400 api.error.validation.invalid-characters)
 * and JSON bodies nested too deep (400 api.error.body.too-deep).
 */
export const textGuard: MiddlewareHandler = async (c, next) => {
  const violations = [...unstorableText(queryFields(c)), ...unstorableText(await bodyFields(c))];
  if (violations.length > 0) {
    throw new DomainError('api.error.validation.invalid-characters', 'Text may not contain U+0000 or unpaired surrogates.', violations);
  }
  await next();
};
